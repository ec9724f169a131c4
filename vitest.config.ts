import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["tests/**/*.test.ts", "templates/**/*.test.ts", "engine/**/*.test.ts"], testTimeout: 30_000, hookTimeout: 60_000 },
});
