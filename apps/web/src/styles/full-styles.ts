// Every Mantine component's styles, layered like sign-in-styles.ts; imported by the layouts of every screen
// but sign-in, so it loads with the first of them.
import '@mantine/core/styles.layer.css';
