// A page's lead image, its largest paint (ui/first-screen.ts), carries this
// element-timing name; the page asks for the app's code once the browser
// reports that image painted (src/build/island-script.ts).
export const LEAD_IMAGE_TIMING = 'lead';

/** The mark of a picture that waits until the lead image is on screen: the build writes its address aside (src/build/lead-first.ts). */
export const WAITS_FOR_LEAD = { 'data-lk-wait': '' } as const;
