/**
 * Built by `npm run build:static` (Vite's `static` mode): a page served by any static host, with
 * no server behind it. It never calls `/api` and writes every recipe with the offline chef on
 * the device. A constant, so the bundler drops what the static page never runs.
 */
export const IS_STATIC_BUILD = import.meta.env.MODE === 'static'
