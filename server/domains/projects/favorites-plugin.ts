// The favorites feature: a signed-in visitor's starred projects, kept on the server, through the
// favorites repository (`app.favorites`), which the projects feature's Favorites tab reads too.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { favoritesRepository, type FavoritesRepository } from "./favorites-repository.ts";
import { favoriteRoutes } from "./routes/favorites.ts";

declare module "fastify" {
  interface FastifyInstance {
    favorites: FavoritesRepository;
  }
}

export const favoritesFeature = fp(
  async (app: FastifyInstance) => {
    app.decorate("favorites", favoritesRepository(app.db));
    await app.register(favoriteRoutes);
  },
  { name: "favorites", dependencies: ["database", "accounts"] },
);
