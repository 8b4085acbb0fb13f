// How a file's size is written wherever one is shown (an order's deliverables, a message's PDF, Drive).
/** A file's size as people read it: "12 KB", "3.4 MB" (never "0 KB"). */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
