// The account's side menu (Profile, Settings, Orders, Billing, Messages, Drive, Reminders): one list in contract/,
// rendered by layouts/account.njk and by the widgets (the account pages' card, the checkout).
import menu from "../../contract/account/menu.json" with { type: "json" };

export default menu;
