// A password for a command-line script: all of standard input when it is piped (scripts, CI), or typed
// twice on a terminal without echo.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk;
  // The newline `echo` or a heredoc adds is not part of the password.
  return text.replace(/\r?\n$/, "");
}

/** Asks once without echo: what is typed is not written to the terminal. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

/** The password, or undefined when the two typed on a terminal differ. */
export async function readPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return readAll(process.stdin);
  const first = await ask("Password: ");
  const second = await ask("Password again: ");
  return first === second ? first : undefined;
}
