// A page's lead image, its largest paint (ui/first-screen.ts), carries this
// element-timing name; the page asks for the app's code once the browser
// reports that image painted (src/build/island-script.ts).
export const LEAD_IMAGE_TIMING = 'lead';

/** The attribute that marks a picture waiting until the lead image is on screen: the build writes its address aside (src/build/lead-first.ts). */
export const WAIT_MARK = 'data-lk-wait';
/** That mark, as a picture's props. */
export const WAITS_FOR_LEAD = { [WAIT_MARK]: '' } as const;
