// npm run nginx-config -- --root /srv/lobbykit/aurora --server-name play.aurora.example \
//   --platform http://127.0.0.1:8787 [--listen 80] > /etc/nginx/sites-available/aurora
// Prints a ready nginx configuration for one brand (src/build/nginx-config.ts).
import { cliHelp, readCli } from '../src/config/cli-args.ts';
import { nginxSite } from '../src/build/nginx-config.ts';

const command = {
  command: 'npm run nginx-config',
  summary: 'print a ready nginx configuration for one brand (redirect it to /etc/nginx/sites-available/<id>).',
  options: {
    root: { type: 'string', value: 'PATH', example: '/srv/lobbykit/aurora', help: "absolute path of the brand's built site (dist/<id>), required" },
    'server-name': { type: 'string', value: 'DOMAIN', example: 'play.aurora.example', help: 'the domain players use, required' },
    platform: { type: 'string', value: 'URL', example: 'http://127.0.0.1:8787', help: 'where the platform listens, required' },
    listen: { type: 'string', value: 'PORT', example: '80', help: 'the port nginx listens on, default 80' },
  },
} as const;
const { values } = readCli(command);
const { root, 'server-name': serverName, platform } = values;
if (!root || !serverName || !platform) {
  const missing = (['root', 'server-name', 'platform'] as const).filter((n) => !values[n]).map((n) => `--${n}`);
  console.error(`npm run nginx-config needs ${missing.join(' and ')}.\n\n${cliHelp(command)}`);
  process.exit(2);
}
try {
  process.stdout.write(nginxSite({ root, serverName, platform, listen: values.listen ?? '80' }));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
