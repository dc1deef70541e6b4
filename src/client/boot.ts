import app from 'virtual:chunk-path:src/client/main.tsx'
import './styles/index.css'

// The page's entry: it waits for the prerendered shell's first frame, then loads the app
// (main.tsx, an entry of its own so that its chunks stay as when it was the page's entry, and
// imported by path so the bundler does not make it a lazy chunk). Fetched at once, the app raced
// that frame: when it won (a warm cache, a busy phone) the frame waited for hydration, and a slow
// phone showed nothing for that long. A page opened in a background tab paints its first frame,
// and so loads the app, when it is shown: nothing in it can be used before then.
requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ app)))
