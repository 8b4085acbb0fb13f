// A failure the visitor can do something about: what went wrong, and Retry.
export function RetryNotice({
  message,
  retry,
  className = "notice",
  buttonClass,
}: {
  message: string;
  retry: () => void;
  className?: string;
  /** The Retry button's class, for widgets whose notices style it as a button. */
  buttonClass?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass} onClick={retry}>
        Retry
      </button>
    </div>
  );
}
