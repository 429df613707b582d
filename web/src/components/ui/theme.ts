import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes the app's frame shows before any page has loaded (spinner, error and maintenance
 * pages, the frame's skeleton). Every other component's recipe comes with the first page
 * (`loadRecipes`), so the first script does not carry the whole theme.
 */
const frameRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: frameRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Brand: a recycling teal-green; `brand` is the default colour palette of every component. */
const brandConfig = defineConfig({
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1536px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#ecfdf7' },
          100: { value: '#d1faec' },
          200: { value: '#a7f3da' },
          300: { value: '#6ee7c2' },
          400: { value: '#34d3a6' },
          500: { value: '#10b98c' },
          600: { value: '#059672' },
          700: { value: '#047860' },
          800: { value: '#065f4d' },
          900: { value: '#064e40' },
          950: { value: '#022c25' },
        },
      },
      fonts: {
        heading: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error text reads at 3.8:1 on white; red.700 clears WCAG AA's 4.5:1.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, brandConfig);

let adding: Promise<void> | undefined;
/**
 * Adds the recipes of every component the pages use to the system (recipes.ts). Chakra reads a
 * recipe when a component first renders, so whatever loads a page waits for this first
 * (`lazyWithReload`, the toasts): a component rendered before its recipe would stay unstyled.
 */
export function loadRecipes(): Promise<void> {
  return (adding ??= import('./recipes').then(({ recipes, slotRecipes }) => {
    const theme = (system._config.theme ??= {});
    theme.recipes = { ...theme.recipes, ...recipes };
    theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
  }));
}
