// Styles first and synchronously, so the server HTML is styled by a <link> in the head, not by script.
import '@site/shared/kits/mantineCore.css';
// No async boundary: the shell shares its packages eagerly (shared/build/sharedDependencies.mjs), so
// they are in the entry's own chunks, which the HTML loads in parallel with everything else.
import './bootstrap';
