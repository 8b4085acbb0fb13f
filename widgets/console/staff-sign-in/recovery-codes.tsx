// The ten recovery codes, shown once after enrolling: copy or download them, say they are saved, go on.
import { useRef, useState } from "react";

export function SavedCodes({ codes, username, done }: { codes: string[]; username: string; done: () => void }) {
  const [saved, setSaved] = useState(false);
  // Read at the press: Preact may not have rendered the tick yet.
  const box = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [copied, setCopied] = useState("");
  const text = codes.join("\n") + "\n";
  // A file to download, made here: the codes never travel again.
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(
    `QTO Solutions console: recovery codes for ${username}\nEach code works once.\n\n${text}`,
  )}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("Copying is not allowed here: select the codes, or download them.");
    }
  };
  const proceed = () => (box.current?.checked ? done() : setProblem("Tick the box once the codes are saved."));

  return (
    <section className="panel sign-in" aria-labelledby="codes-heading">
      <h2 id="codes-heading">Save your recovery codes</h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: keep
        them in your password manager or print them.
      </p>
      <ul className="codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="sign-in__actions">
        <button type="button" className="button secondary" onClick={copy}>
          Copy codes
        </button>
        <a className="button secondary" href={download} download="qto-recovery-codes.txt">
          Download codes
        </a>
      </div>
      <p className="muted" role="status">
        {copied}
      </p>
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            ref={box}
            checked={saved}
            aria-describedby={problem ? "codes-problem" : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setSaved(event.currentTarget.checked);
              setProblem(undefined);
            }}
          />
          <span>I have saved these codes</span>
        </label>
        {problem && (
          <p className="error" id="codes-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="sign-in__actions">
        <button type="button" className="button" onClick={proceed}>
          Continue to the console
        </button>
      </div>
    </section>
  );
}
