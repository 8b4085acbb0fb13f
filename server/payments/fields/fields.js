// The test gateway's card fields: sends the card to the gateway only, and hands the checkout page
// (the parent window, at the origin named in ?origin=) a token, never the number. The parent asks for
// it with a "qto-payment-tokenize" message; opened on its own, the page has a button that does the same.
// The parent also hears the page's height, so its iframe never scrolls.
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

  async function tokenize() {
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
      parent.postMessage({ type: "qto-payment-error", message }, origin);
      return;
    }
    if (!response.ok) {
      show(body.field || "number", body.error);
      parent.postMessage({ type: "qto-payment-error", message: body.error }, origin);
      return;
    }
    show(null, "");
    parent.postMessage({ type: "qto-payment-token", token: body.token, brand: body.brand, last4: body.last4 }, origin);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    tokenize();
  });
  if (parent !== window) {
    form.querySelector("button").hidden = true;
    const report = () =>
      parent.postMessage({ type: "qto-payment-height", height: document.documentElement.scrollHeight }, origin);
    new ResizeObserver(report).observe(document.body);
  }

  addEventListener("message", (event) => {
    if (event.origin === origin && event.data && event.data.type === "qto-payment-tokenize") tokenize();
  });
})();
