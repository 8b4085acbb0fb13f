// A store's value in a component, re-rendering when any widget or tab changes it.
import { useEffect, useState } from "react";
import type { LocalStore } from "../stores/local-store.ts";

export function useStore<T>(store: LocalStore<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const stop = store.subscribe(setValue);
    // A change made between the first render and this effect (Preact runs effects after paint) counts too.
    setValue(store.get());
    return stop;
  }, [store]);
  return value;
}
