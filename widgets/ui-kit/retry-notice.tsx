// A failure the visitor can do something about: what went wrong, and Retry.
export function RetryNotice({
  message,
  retry,
  className = "notice",
}: {
  message: string;
  retry: () => void;
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
