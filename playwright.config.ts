import { defineConfig } from '@playwright/test';

// Debian's `chromium` (scripts/find-chromium.sh installs it). Never `npx playwright install`.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Our own port: another program on this machine may hold vite's default 4173. Override with E2E_PORT.
const PORT = Number(process.env.E2E_PORT ?? 5199);
// Each port builds into its own folder, so two runs on different ports never overwrite each other's build.
export const OUT_DIR = process.env.E2E_PORT ? `dist-e2e-${PORT}` : 'dist';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'only-on-failure',
    // A hung action or navigation fails where it hangs, not as a bare test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production bundle is what we test: build, then serve it.
    command: `npx vite build --outDir ${OUT_DIR} --emptyOutDir && npx vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
