/**
 * The import boundaries, checked by `npm run lint` (and so by `npm test`). Imports flow one way:
 * domain <- server, domain <- app; the public site never reaches into the console; the server
 * brings in the demo only through the seeding entry; and no module imports itself in a circle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "domain-stands-alone",
      comment: "domain/ is the shared core: it may not import the site, the server or the demo.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(app|server|demo)/" },
    },
    {
      name: "public-site-without-console",
      comment: "Public pages never import console code: it stays out of the public bundle.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/console/" },
      to: { path: "^app/console/" },
    },
    {
      name: "server-without-demo",
      comment:
        "The server reaches the demo only through the seeding entry (server/site.ts imports #demo/seed/index.ts). " +
        "Tests are not shipped: the ones that still read demo data are issue 25's item 6.",
      severity: "error",
      from: { path: "^server/", pathNot: ["^server/site\\.ts$", "\\.test\\.tsx?$"] },
      to: { path: "^demo/" },
    },
    {
      name: "server-demo-only-seed-entry",
      comment: "server/site.ts may import the demo's seeding entry and nothing else of it.",
      severity: "error",
      from: { path: "^server/site\\.ts$" },
      to: { path: "^demo/", pathNot: "^demo/seed/index\\.ts$" },
    },
    {
      name: "no-circular",
      comment:
        "An import cycle: modules that cannot be loaded, understood or tested one without the other. " +
        "A cycle closed only by `import type` is erased at build time and loads fine, so it is not one.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "not-to-unresolvable",
      comment:
        "An import the checker cannot resolve would hide it from every rule above. " +
        "React Router's route types (./+types/…) are generated into .react-router/types.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: "/\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
