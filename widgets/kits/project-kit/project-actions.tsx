// Add to Cart (or "Purchased" for a project the signed-in customer bought) and the favorite star, on a
// card and on the detail page.
import { useEffect } from "react";
import type { ProjectCard } from "../../../contract/schemas/projects.ts";
import { saveFavorite } from "../account-kit/session.ts";
import { account } from "../stores/account.ts";
import { addToCart, cart } from "../stores/cart.ts";
import { favorites, toggleFavorite } from "../stores/favorites.ts";
import { purchased } from "../stores/purchased.ts";
import { useStore } from "../ui-kit/use-store.ts";
import { refreshPurchased } from "./purchased.ts";

type Project = Pick<ProjectCard, "project_id" | "project_name">;

/** A partner's page: `site`, the API's origin (optionsFromElement drops a trailing slash; empty means this
 * page's own), is not this page's. This browser's storage there is the partner's, not our site's. */
export const onPartnerPage = (site: string) => !!site && site !== location.origin;

/**
 * The star; `site` is the API's origin, where a signed-in visitor's stars are kept.
 * Not on a partner's page. Add to Cart can hand its project to our /Cart/ because the visitor goes on to
 * buy there; a star is a toggle meant to be pressed while browsing, and there it could only stay empty: the
 * partner's page can neither write our storage nor show what our site holds (our session cookie is a
 * third-party one there, which browsers block), so a star that left the page for ours would read "not
 * starred" on return and leave again when pressed. Without it the board's Favorites tab goes too
 * (project-board/index.tsx): it would list the partner origin's storage, which nothing fills.
 */
export function FavoriteButton({ project, site }: { project: Project; site: string }) {
  const on = useStore(favorites).includes(project.project_id);
  if (onPartnerPage(site)) return null;
  return (
    <button
      type="button"
      className="star"
      aria-pressed={on}
      aria-label={`Favorite ${project.project_name}`}
      // What a star does (server/domains/alerts/ watch-list alerts), as its description and tooltip.
      title="Favorite: signed in, you get an e-mail when this project changes"
      onClick={() => saveFavorite(site, project.project_id, toggleFavorite(project.project_id))}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}

/**
 * On our site the project joins the cart in this browser's storage. On a partner's page that storage
 * is the partner's, never our cart: the button is a link that hands the project to our /Cart/ page.
 * A project the signed-in customer bought links to their Drive, where its take-off files are, instead.
 */
export function CartButton({ project, site }: { project: Project; site: string }) {
  const inCart = useStore(cart).some((line) => line.project_id === project.project_id);
  // Both stores: a sign-out in another tab hides "Purchased" at once, whatever this browser remembers.
  const bought = useStore(purchased).includes(project.project_id);
  const signedIn = !!useStore(account);
  useEffect(() => refreshPurchased(site), [site]);
  if (bought && signedIn)
    return (
      <a className="button secondary" href={`${site}/account/drive/`}>
        Purchased: see your files
      </a>
    );
  const partnerPage = onPartnerPage(site);
  return partnerPage || inCart ? (
    <a
      className={partnerPage ? "button" : "button secondary"}
      href={`${site}/Cart/${partnerPage ? `?add=${project.project_id}&size=small` : ""}`}
    >
      {partnerPage ? "Add to Cart" : "In cart: view cart"}
    </a>
  ) : (
    <button type="button" className="button" onClick={() => addToCart(project)}>
      Add to Cart
    </button>
  );
}
