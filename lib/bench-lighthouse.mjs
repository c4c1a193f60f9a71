// Lighthouse side of the benchmark: one fresh headless Chromium per run, figures per run, medians.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {gzipSize} from './bench-build.mjs';
import {chromiumFlags} from './setup.mjs';
import {resolveFile} from './static-server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TEXT = /\.(html?|js|mjs|css|json|svg|xml|txt|md|yaml|map)$/i;

/**
 * What the main thread spent its time on (Lighthouse's groups, in ms at the preset's CPU slowdown),
 * the figures that say what a page's blocking time is made of.
 */
export const MAIN_THREAD_GROUPS = {
  scriptParseCompile: 'mtParseCompile',
  scriptEvaluation: 'mtScript',
  styleLayout: 'mtStyleLayout',
  paintCompositeRender: 'mtRender',
  parseHTML: 'mtParseHtml',
  garbageCollection: 'mtGc',
  other: 'mtOther',
};

/** Figures the report is made of; scores 0–100, times in ms, sizes in bytes. */
export const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'jsGzip',
  'cssGzip',
  'htmlGzip',
  'htmlBytes',
  'htmlTransfer',
  'prefetchJsGzip',
  'weightBytes',
  'lighthouseWeightBytes',
  'jsTransfer',
  'cssTransfer',
  ...Object.values(MAIN_THREAD_GROUPS),
  'mainJsMs',
];

/**
 * Sizes of what the page requested, computed from the build files: a server-independent gzip
 * figure (the static fallback server does not compress, nginx does) that both sites share; and,
 * for the document, what the host sent, which differs between the bench's hosts.
 * Prefetches (Docusaurus prefetches route chunks of links in view) are kept apart from the
 * first-load JS: they do not block rendering, but they do count in the page's total weight.
 */
function pageSizes(items, origin, buildDir) {
  const sizes = {
    jsGzip: 0,
    cssGzip: 0,
    htmlGzip: 0,
    htmlBytes: 0,
    htmlTransfer: 0,
    prefetchJsGzip: 0,
    weightBytes: 0,
    jsTransfer: 0,
    cssTransfer: 0,
  };
  const missing = [];
  for (const item of items) {
    const url = new URL(item.url);
    if (url.protocol === 'data:') continue;
    if (url.origin !== origin) {
      sizes.weightBytes += item.transferSize ?? 0;
      continue;
    }
    const file = resolveFile(buildDir, url.pathname);
    if (!file) {
      if (item.statusCode < 400) missing.push(url.pathname);
      continue;
    }
    const gz = gzipSize(file);
    const raw = item.resourceSize ?? 0;
    sizes.weightBytes += TEXT.test(file) ? gz : raw;
    if (item.resourceType === 'Script') {
      sizes.jsGzip += gz;
      sizes.jsTransfer += item.transferSize ?? 0;
    } else if (item.resourceType === 'Stylesheet') {
      sizes.cssGzip += gz;
      sizes.cssTransfer += item.transferSize ?? 0;
    } else if (item.resourceType === 'Document' && sizes.htmlBytes === 0) {
      sizes.htmlGzip = gz;
      sizes.htmlBytes = raw;
      // What the host sent: its own compression (precompressed brotli or gzip -9, or on-the-fly gzip).
      sizes.htmlTransfer = item.transferSize ?? 0;
    } else if (/\.m?js$/.test(file)) {
      sizes.prefetchJsGzip += gz;
    }
  }
  return {sizes, missing};
}

/** The main thread's time by group, and what the entry bundle (`main.*.js`) took of it. */
function mainThread(lhr) {
  const figures = Object.fromEntries(Object.values(MAIN_THREAD_GROUPS).map((key) => [key, 0]));
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    const key = MAIN_THREAD_GROUPS[item.group];
    if (key) figures[key] += item.duration;
  }
  const entry = (lhr.audits['bootup-time']?.details?.items ?? []).filter((item) =>
    /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(item.url),
  );
  figures.mainJsMs = entry.length ? entry.reduce((sum, item) => sum + item.total, 0) : null;
  return figures;
}

/**
 * One Lighthouse run of url with the mobile (default) or desktop preset, in its own Chromium so
 * that no run inherits another's caches, service state or memory pressure.
 */
export async function runLighthouse(url, preset, {chromePath, buildDir, register}) {
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: chromiumFlags, logLevel: 'silent'});
  const unregister = register(() => chrome.kill());
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 45_000},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const documentStatus = items.find((i) => i.resourceType === 'Document')?.statusCode;
    if (documentStatus !== 200) throw new Error(`${url} answered ${documentStatus ?? 'nothing'}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const {sizes, missing} = pageSizes(items, new URL(url).origin, buildDir);
    const failedAudits = Object.fromEntries(
      CATEGORIES.filter((c) => c !== 'performance').map((c) => [
        c,
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id),
      ]),
    );
    return {
      figures: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        ...sizes,
        lighthouseWeightBytes: numeric('total-byte-weight'),
        ...mainThread(lhr),
      },
      failedAudits,
      missingFiles: missing,
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
      // Lighthouse's own measure of the host CPU (higher is faster): scores that include blocking
      // time can be compared between runs only on hosts of similar index.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      userAgent: lhr.environment?.hostUserAgent,
    };
  } finally {
    unregister();
    await chrome.kill();
  }
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median of each figure independently over the runs, as the budgets are defined. */
export function medians(runs) {
  return Object.fromEntries(FIGURES.map((f) => [f, median(runs.map((r) => r.figures[f]))]));
}
