// Objects as files under one folder (DATA_DIR): the key is the path below it. A staged file is written
// in place and only removed when it fails its checks, so committing costs nothing.
import { readdir, readFile, rm, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import send from "@fastify/send";
import type { ObjectStore } from "./object-store.ts";

/** Keys are one folder and a name made of safe characters: never a way out of the root. */
const KEY = /^[a-z]+\/[0-9a-zA-Z._-]+$/;

export function diskObjects(root: string): ObjectStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes("..")) throw new Error(`Not a stored object's key: ${key}`);
    return path.join(root, key);
  };
  const remove = (key: string) => rm(pathOf(key), { force: true });

  return {
    async staging(key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      return target;
    },
    async commit() {},
    discard: (key) => remove(key),
    read: (key) => readFile(pathOf(key)),
    remove,
    async list(prefix) {
      const folder = path.join(root, prefix);
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const found = [];
      for (const name of names) {
        const stats = await stat(path.join(folder, name)).catch(() => undefined);
        if (stats?.isFile()) found.push({ key: `${prefix}${name}`, modifiedMs: stats.mtimeMs });
      }
      return found;
    },
    async serve(key, request) {
      const { statusCode, headers, stream } = await send(request, pathOf(key), {
        acceptRanges: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        dotfiles: "allow",
      });
      // @fastify/send names its headers in title case; S3's are lower case, and so are ours.
      const lower = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]);
      return { statusCode, headers: Object.fromEntries(lower) as Record<string, string | number>, stream };
    },
  };
}
