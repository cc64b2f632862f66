// `npm start`: build the production site and serve it on localhost. PORT changes the port.
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
await build({ logLevel: 'warn' });
const server = await preview({ preview: { port, host, strictPort: true } });
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`\nBrickworks is being served at ${url}\n(Ctrl+C to stop)`);
