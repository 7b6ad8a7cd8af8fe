/**
 * What the home page loads in a real Chromium: the JavaScript (gzipped, as served
 * precompressed) and the largest image. Targets: JS ≤ 150 KB gzipped, image ≤ 200 KB.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_FLAGS, startAppOnTempDataDir } from './lib.ts';

/** The home page's scripts (gzipped sizes) and largest image, loaded in a real Chromium at `url`. */
export async function measureHomeWeight(url: string) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map<string, number>();
    const images = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'image') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      if (type === 'script') scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      else images.set(response.url(), body.length);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    const jsGzipBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const largestImage = [...images.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
    return {
      scripts: [...scripts.entries()].map(([url, size]) => ({
        file: new URL(url).pathname,
        gzipBytes: size,
      })),
      jsGzipBytes,
      largestImage: { file: new URL(largestImage[0], 'http://x').pathname, bytes: largestImage[1] },
    };
  } finally {
    await browser.close();
  }
}

export async function benchHomeWeight() {
  const app = await startAppOnTempDataDir();
  try {
    const weight = await measureHomeWeight(app.url);
    return {
      ...weight,
      pass: weight.jsGzipBytes <= 150 * 1024 && weight.largestImage.bytes <= 200 * 1024,
    };
  } finally {
    await app.stop();
  }
}
