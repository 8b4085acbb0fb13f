// The lead forms for the plain HTML form partial: Eleventy's global data `forms`, composed in the contract.
export { default } from "../../contract/forms/plain-forms.js";
