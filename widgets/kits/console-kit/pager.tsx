// Previous / Next under a console list, with where the list stands. Moving a page hands focus to the
// list's heading (given by the screen), so a keyboard user does not stay at the bottom.
export function Pager({
  label,
  summary,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** What is paged, for the navigation's name ("Leads pages"). */
  label: string;
  /** Where the list stands ("Leads 51–100 of 1,204"). */
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <p className="muted">{summary}</p>
      <div className="actions">
        <button type="button" className="button secondary" disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </button>
        <button type="button" className="button secondary" disabled={!hasNext} onClick={onNext}>
          Next
        </button>
      </div>
    </nav>
  );
}
