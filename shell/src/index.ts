// Styles first and synchronously, so the server HTML is styled by a <link> in the head, not by script.
import '@site/shared/kits/mantineCore.css';
// The async boundary lets Module Federation negotiate shared singletons before any React code runs.
import('./bootstrap');
