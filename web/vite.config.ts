import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script and stylesheet, made once at build
 * time: the gateway sends them to browsers that accept them, ~15% smaller than compressing each
 * answer on the fly at the speed a request can afford.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'savepoint-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((f) => /\.(js|css|svg)$/.test(f.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          const target = path.resolve(outDir, file.fileName);
          await writeFile(`${target}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The message catalogs (src/i18n/messages/*.json, ICU strings) reach the app already parsed, as
 * FormatJS's own AST (its documented "pre-compiling" path: IntlProvider takes ASTs as messages), so
 * the browser build leaves FormatJS's message parser out (the alias to its public no-parser entry
 * below): 6.7 KiB less of a first visit, for 0.3 KiB more of catalog (ADR 0048). A message that is
 * not ICU fails the build here, naming its catalog and key (and CI earlier, i18n/catalogs.test.ts).
 */
const CATALOG = /[\\/]web[\\/]src[\\/]i18n[\\/]messages[\\/][\w-]+\.json$/;
function parsedCatalogs(): Plugin {
  return {
    name: 'savepoint-parsed-catalogs',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const parsed = Object.entries(messages).map(([key, message]) => {
        try {
          return [key, parse(message)];
        } catch (error) {
          throw new Error(`${path.basename(id)} "${key}" is not an ICU message: ${(error as Error).message}`, { cause: error });
        }
      });
      // Still JSON: the bundler's JSON handling makes the module of it, as it would of the file.
      return JSON.stringify(Object.fromEntries(parsed));
    },
  };
}

/** Where index.html names the app's code for src/boot.ts (the same id there). */
const APP_CODE_ID = 'app-code';

/**
 * The app (src/main.tsx) is an entry of its own that index.html does not load: src/boot.ts loads
 * it once the page has painted. index.html names its file and the files it imports (each after
 * those it imports), in a JSON block boot.ts reads, so they are fetched at once, side by side,
 * without Vite's lazy-import helper in the page's first script.
 */
function appCodeList(): Plugin {
  return {
    name: 'savepoint-app-code-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) throw new Error('the app entry (src/main.tsx) is missing from the build');
        // The files it imports in the order they can run, each after those it imports (boot.ts
        // runs them one task at a time).
        const seen = new Set<string>();
        const imports: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
          if (fileName !== app.fileName) imports.push(fileName);
        };
        visit(app.fileName);
        const list = JSON.stringify([app.fileName, ...imports].map((file) => `/${file}`));
        return html.replace('</head>', () => `  <script type="application/json" id="${APP_CODE_ID}">${list}</script>\n  </head>`);
      },
    },
  };
}

/**
 * The server renderer never shows editor mode or the login dialog (both open only in a browser,
 * after hydration), so its build gets an empty component in their place instead of MUI, TipTap
 * and the admin documents: the gateway would otherwise hold all of them in memory for nothing.
 */
const CLIENT_ONLY_MODULES = /[\\/]web[\\/]src[\\/](app[\\/]EditorMode|auth[\\/]LoginDialog)\.tsx$/;
function clientOnlyModules(): Plugin {
  return {
    name: 'savepoint-client-only-modules',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!CLIENT_ONLY_MODULES.test(id)) return null;
      return 'export default function ClientOnly() { return null; }\nexport const LoginDialog = ClientOnly;\n';
    },
  };
}

const SHARED_READER_CODE = /[\\/]web[\\/]src[\\/](components|lib|config|gql[\\/]reader)[\\/]/;
// Also in that chunk: Apollo Client (the app and every lazy part use it) and the sign-in calls,
// which would otherwise travel as small chunks of their own, each a request of a first visit.
// (Tried: Apollo and react-router in chunks of their own, each run in a task of its own by boot.ts.
// 1.6 KiB more of a first visit's 150 KiB, and no better in Lighthouse once this chunk no longer
// made an Intl.DateTimeFormat, lib/dates.ts.)
const SHARED_LIBRARY_CODE = /[\\/](node_modules[\\/]@apollo[\\/]client[\\/]|web[\\/]src[\\/]auth[\\/]auth-api\.ts$)/;
// Shared folders' pieces that only editor mode and toasts load (their own lazy chunks).
const EDITOR_ONLY = /[\\/](StatusBadge\.tsx|toast-area\.tsx)$/;

// Catalogs are parsed at build time (parsedCatalogs): FormatJS's package ships this entry for that.
const NO_MESSAGE_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

// In development the gateway (npm start, port 8080) answers /graphql, /api and /media.
const gateway = process.env.SAVEPOINT_GATEWAY_URL ?? 'http://127.0.0.1:8080';

// Two builds: the browser's (dist/, with a manifest the gateway reads to preload a page's chunks)
// and the server renderer (`vite build --ssr`, dist-server/entry-server.js, run by the gateway).
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: isSsrBuild
    ? [clientOnlyModules(), parsedCatalogs(), react()]
    : [parsedCatalogs(), react(), precompress(), appCodeList()],
  // Workspace packages are bundled from their sources (ES modules for the bundler; their dist/ is
  // CommonJS for graph). The slug rule pulls a transliteration table: only the editor's chunk has it.
  resolve: {
    alias: [
      { find: '@savepoint/audience', replacement: fileURLToPath(new URL('../packages/audience/src/index.ts', import.meta.url)) },
      { find: '@savepoint/slug', replacement: fileURLToPath(new URL('../packages/slug/src/index.ts', import.meta.url)) },
      // The dev server parses catalogs as it loads them.
      ...(command === 'build' ? [NO_MESSAGE_PARSER] : []),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        // One CommonJS file: the gateway (CommonJS, and jest in tests) require()s it.
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        manifest: true,
        // Each reader route is its own chunk (app/routes.tsx); the admin chunk (TipTap, editor)
        // loads only in admin mode. A warning past 300 kB keeps the reader's entry in check.
        chunkSizeWarningLimit: 300,
        rolldownOptions: {
          // The page's first script (index.html's: src/boot.ts) and the app it loads (appCodeList).
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            app: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
          },
          // The app's start() is what boot.ts calls.
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              // What every reader page shares (components, lib, config, the reader's documents)
              // travels in one chunk with the shell, instead of eight small ones: a first visit
              // loads the entry, this and its page's chunk, and pays one request's headers each.
              groups: [
                {
                  name: 'site',
                  test: (id: string) => (SHARED_READER_CODE.test(id) || SHARED_LIBRARY_CODE.test(id)) && !EDITOR_ONLY.test(id),
                },
              ],
            },
          },
        },
        // One stylesheet for the whole site, linked from index.html: a server-rendered page has
        // all its styles before the first paint, whichever route chunks it uses (the reader's CSS
        // is ~6 KiB compressed; MUI's, for editor mode, is CSS-in-JS in its own chunk).
        cssCodeSplit: false,
        // Every browser the site supports preloads modules itself: no polyfill in the entry.
        modulePreload: { polyfill: false },
      },
  ssr: {
    // Bundled into the server renderer, so only what it uses is kept: these packages' CommonJS
    // entry points load the whole library (date-fns ~300 modules, rxjs ~220, graphql ~130).
    // react-intl and FormatJS ship ES modules only: bundled, the renderer stays one CommonJS file
    // that every loader of it (the gateway, and jest's module registry in its tests) can require.
    noExternal: ['date-fns', 'rxjs', 'graphql', /^@apollo\/client/, 'react-intl', /^@formatjs\//, 'intl-messageformat'],
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/media': gateway,
    },
  },
}));
