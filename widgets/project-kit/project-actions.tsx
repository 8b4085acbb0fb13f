// Add to Cart and the favorite star, on a card and on the detail page.
import type { ProjectCard } from "../../contract/schemas/projects.ts";
import { addToCart, cart, favorites, toggleFavorite, useLocalList } from "./stores.ts";

export function FavoriteButton({ project }: { project: Pick<ProjectCard, "project_id" | "project_name"> }) {
  const on = useLocalList(favorites).includes(project.project_id);
  return (
    <button
      type="button"
      className="star"
      aria-pressed={on}
      aria-label={`Favorite ${project.project_name}`}
      onClick={() => toggleFavorite(project.project_id)}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}

export function CartButton({
  project,
  site,
}: {
  project: Pick<ProjectCard, "project_id" | "project_name">;
  site: string;
}) {
  const inCart = useLocalList(cart).some((line) => line.project_id === project.project_id);
  return inCart ? (
    <a className="button in-cart" href={`${site}/Cart/`}>
      In cart: view cart
    </a>
  ) : (
    <button type="button" className="button" onClick={() => addToCart(project)}>
      Add to Cart
    </button>
  );
}
