// Swiper with only the modules the carousels use, loaded as one chunk by
// Carousel.tsx. Named here in static imports so the bundle keeps just these
// two: a dynamic import of 'swiper/modules' kept all of Swiper's modules
// (about 22 KB brotli more on a page with a carousel).
export { default as Swiper } from 'swiper';
export { A11y, Autoplay } from 'swiper/modules';
export { default as swiperCss } from 'swiper/css?inline';
