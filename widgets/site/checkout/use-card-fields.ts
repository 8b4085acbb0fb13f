// The payment provider's card fields, in an iframe served from the provider's origin: the card number
// never enters this page. The frame and this page speak by postMessage, each message checked against
// the provider's origin and the frame's window: the frame says when it is ready and how tall it is;
// asked for a token with a fresh id, it sends the card to the provider and answers with that id (a
// late answer to an earlier request is ignored); Enter in a card field asks this page to pay.
import { useEffect, useRef, useState } from "react";

export type CardToken = { token: string; brand: string; last4: string };

/** The card fields refused the card, or never answered; the fields show the details themselves. */
export class CardError extends Error {}

const ANSWER_MS = 20_000;

type Pending = { id: string; resolve(token: CardToken): void; reject(error: Error): void };

export function useCardFields(api: string, fieldsUrl: string, onSubmit: () => void) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<Pending>(undefined);
  const [height, setHeight] = useState<number>();
  // Resolves once the frame has said it is ready; tokenize waits for it.
  const [ready] = useState(() => {
    let resolve!: () => void;
    return { promise: new Promise<void>((done) => (resolve = done)), resolve };
  });
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  const url = new URL(fieldsUrl, api || location.href);
  url.searchParams.set("origin", location.origin);
  const provider = url.origin;
  const post = (message: object) => frame.current?.contentWindow?.postMessage(message, provider);
  const hello = () => post({ type: "qto-payment-hello" });

  useEffect(() => {
    const listen = ({ source, origin, data }: MessageEvent) => {
      if (source !== frame.current?.contentWindow || origin !== provider || !data) return;
      if (data.type === "qto-payment-ready") ready.resolve();
      if (data.type === "qto-payment-height") setHeight(Number(data.height) || undefined);
      if (data.type === "qto-payment-submit") submit.current();
      const waiting = pending.current;
      if (!waiting || data.id !== waiting.id) return;
      if (data.type === "qto-payment-token") waiting.resolve(data as CardToken);
      if (data.type === "qto-payment-error") waiting.reject(new CardError(String(data.message)));
    };
    addEventListener("message", listen);
    hello();
    return () => {
      removeEventListener("message", listen);
      pending.current = undefined;
    };
  }, [provider]);

  /** A single-use token for the card the visitor typed into the fields. */
  function tokenize(): Promise<CardToken> {
    return new Promise<CardToken>((resolve, reject) => {
      const id = Math.random().toString(36).slice(2);
      const timer = setTimeout(() => {
        pending.current = undefined;
        reject(new CardError("The payment provider did not answer. Try again."));
      }, ANSWER_MS);
      const settle = () => {
        clearTimeout(timer);
        pending.current = undefined;
      };
      pending.current = {
        id,
        resolve: (token) => (settle(), resolve(token)),
        reject: (error) => (settle(), reject(error)),
      };
      ready.promise.then(() => pending.current?.id === id && post({ type: "qto-payment-tokenize", id }));
    });
  }

  return { frame, src: url.href, height, hello, tokenize };
}
