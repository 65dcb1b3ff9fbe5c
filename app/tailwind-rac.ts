// react-aria-components exposes states as data attributes (data-hovered, data-pressed,
// data-focus-visible, data-expanded…). This plugin adds matching Tailwind variants.
import plugin from "tailwindcss/plugin";

const states = ["hovered", "pressed", "focused", "focus-visible", "selected", "disabled", "expanded", "open", "entering", "exiting", "invalid", "placeholder", "current"];

export default plugin(({ addVariant }) => {
  for (const state of states) addVariant(`rac-${state}`, `&[data-${state}]`);
});
