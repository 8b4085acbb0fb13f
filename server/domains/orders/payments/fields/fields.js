// The test gateway's card fields: sends the card to the gateway only, and hands the checkout page
// (the parent window, at the origin named in ?origin=) a token, never the number. The parent asks for
// it with {type: "qto-payment-tokenize", id}, and the answer ("qto-payment-token" or
// "qto-payment-error") carries the same id, so a late answer to an earlier request is never taken for
// the current one. Embedded, the page says when it is ready (at load, and to the parent's hello) and
// how tall it is, and Enter in a field asks the parent to pay (its Make Payment button); opened on its
// own, its button tokenizes.
(function () {
  const origin = new URLSearchParams(location.search).get("origin") || location.origin;
  const form = document.getElementById("card");
  const month = document.getElementById("exp_month");
  const year = document.getElementById("exp_year");
  for (let m = 1; m <= 12; m++) month.add(new Option(String(m).padStart(2, "0")));
  const now = new Date().getFullYear();
  for (let y = now; y <= now + 10; y++) year.add(new Option(String(y)));

  const errors = { number: "number-error", expiry: "expiry-error", cvc: "cvc-error" };
  const controls = { number: ["number"], expiry: ["exp_month", "exp_year"], cvc: ["cvc"] };
  function show(field, message) {
    for (const [name, id] of Object.entries(errors)) {
      const element = document.getElementById(id);
      element.hidden = name !== field;
      element.textContent = name === field ? message : "";
      for (const control of controls[name])
        document.getElementById(control).setAttribute("aria-invalid", String(name === field));
    }
  }

  const tell = (message) => parent.postMessage(message, origin);

  async function tokenize(id) {
    const data = Object.fromEntries(new FormData(form));
    let response, body;
    try {
      response = await fetch("/test-gateway/tokens", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(data),
      });
      body = await response.json();
    } catch {
      const message = "We could not reach the payment provider. Check your connection, then try again.";
      tell({ type: "qto-payment-error", id, message });
      return;
    }
    if (!response.ok) {
      show(body.field || "number", body.error);
      tell({ type: "qto-payment-error", id, message: body.error });
      return;
    }
    show(null, "");
    tell({ type: "qto-payment-token", id, token: body.token, brand: body.brand, last4: body.last4 });
  }

  const embedded = parent !== window;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (embedded) tell({ type: "qto-payment-submit" });
    else tokenize();
  });
  if (embedded) {
    form.querySelector("button").hidden = true;
    new ResizeObserver(() =>
      tell({ type: "qto-payment-height", height: document.documentElement.scrollHeight }),
    ).observe(document.body);
    tell({ type: "qto-payment-ready" });
  }

  addEventListener("message", (event) => {
    if (event.origin !== origin || !event.data) return;
    if (event.data.type === "qto-payment-tokenize") tokenize(event.data.id);
    // The parent greets the frame once it listens: whichever of the two is ready first, both learn it.
    if (event.data.type === "qto-payment-hello") tell({ type: "qto-payment-ready" });
  });
})();
