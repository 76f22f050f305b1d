// Paths every brand's site has, which the router (app/routes.ts), the installed
// app's manifest (web-app/manifest.ts) and the build's precache list agree on.
// Here, below all three, so web-app/ never reaches into app/.

/** The home page: where the router lands and the installed app starts. */
export const HOME_PATH = '/m/home';
