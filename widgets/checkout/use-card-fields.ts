// The payment provider's card fields, in an iframe served from the provider's origin: the card number
// never enters this page. Asked for a token, the fields send the card to the provider and post the
// page back a token (or what is wrong with the card); they also post their height, so the frame fits.
import { useEffect, useRef, useState } from "react";

export type CardToken = { token: string; brand: string; last4: string };

/** The card fields refused the card, or never answered; the fields show the details themselves. */
export class CardError extends Error {}

const ANSWER_MS = 20_000;

export function useCardFields(api: string, fieldsUrl: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<{ resolve(token: CardToken): void; reject(error: Error): void }>(undefined);
  const [height, setHeight] = useState<number>();
  const url = new URL(fieldsUrl, api || location.href);
  url.searchParams.set("origin", location.origin);
  const provider = url.origin;

  useEffect(() => {
    const listen = ({ source, origin, data }: MessageEvent) => {
      if (source !== frame.current?.contentWindow || origin !== provider || !data) return;
      if (data.type === "qto-payment-height") setHeight(Number(data.height) || undefined);
      if (data.type === "qto-payment-token") pending.current?.resolve(data as CardToken);
      if (data.type === "qto-payment-error") pending.current?.reject(new CardError(String(data.message)));
    };
    addEventListener("message", listen);
    return () => removeEventListener("message", listen);
  }, [provider]);

  /** A single-use token for the card the visitor typed into the fields. */
  function tokenize(): Promise<CardToken> {
    return new Promise<CardToken>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new CardError("The payment provider did not answer. Try again.")),
        ANSWER_MS,
      );
      const settle = () => {
        clearTimeout(timer);
        pending.current = undefined;
      };
      pending.current = {
        resolve: (token) => (settle(), resolve(token)),
        reject: (error) => (settle(), reject(error)),
      };
      frame.current?.contentWindow?.postMessage({ type: "qto-payment-tokenize" }, provider);
    });
  }

  return { frame, src: url.href, height, tokenize };
}
