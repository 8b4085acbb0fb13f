// The customer's Messages and Drive pages' server side (issue 15): the list of their order threads and
// the files they own. The threads themselves and the order files' downloads are the fulfilment feature's.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { driveRepository } from "./drive-repository.ts";
import { accountMessagesDriveRoutes } from "./routes/drive.ts";
import { threadsRepository } from "./threads-repository.ts";

export const accountMessagesDriveFeature = fp(
  async (app: FastifyInstance) => {
    await app.register(accountMessagesDriveRoutes, {
      threads: threadsRepository(app.db),
      drive: driveRepository(app.db),
      objects: app.objects,
    });
  },
  { name: "account-messages-drive", dependencies: ["database", "accounts", "files"] },
);
