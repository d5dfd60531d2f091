// Tailwind CSS 4 through PostCSS, as Next.js builds CSS.
const config = { plugins: { "@tailwindcss/postcss": {} } };

export default config;
