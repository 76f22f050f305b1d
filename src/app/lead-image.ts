// A page's lead image, its largest paint (ui/first-screen.ts), carries this
// element-timing name; the page asks for the app's code once the browser
// reports that image painted (src/build/island-script.ts).
export const LEAD_IMAGE_TIMING = 'lead';
