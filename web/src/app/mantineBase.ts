// Mantine's base layer: its reset, CSS variables and global rules. Each component's own rules come
// with the component (web/vite.config.ts); the date pickers, the rich-text editor and the charts
// import their packages' stylesheets where they are used.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
