// The Mantine styles the first screen (sign-in, its dialogs and the error screens) needs, and no more: the
// whole sheet (full-styles.ts) comes with the layouts of every other screen. Layered sheets (`@layer
// mantine`) keep the cascade the same whichever arrives first, and let our own CSS modules win. Order as
// Mantine's docs give it: the base sheets, then components after the ones they build on.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
// The outline drawn while the first screen's code loads (components/page-loader, public-page-loader).
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
