// npm run nginx-config -- --root /srv/lobbykit/aurora --server-name play.aurora.example \
//   --platform http://127.0.0.1:8787 [--listen 80] > /etc/nginx/sites-available/aurora
// Prints a ready nginx configuration for one brand (src/build/nginx-config.ts).
import { valueArg } from '../src/config/cli-args.ts';
import { nginxSite } from '../src/build/nginx-config.ts';

const root = valueArg('--root', undefined, '/srv/lobbykit/aurora');
const serverName = valueArg('--server-name', undefined, 'play.aurora.example');
const platform = valueArg('--platform', undefined, 'http://127.0.0.1:8787');
if (!root || !serverName || !platform) {
  console.error('usage: npm run nginx-config -- --root <absolute path of dist/<id>> --server-name <domain> --platform <http://host:port> [--listen 80]');
  process.exit(2);
}
try {
  process.stdout.write(nginxSite({ root, serverName, platform, listen: valueArg('--listen', undefined, '80') ?? '80' }));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
