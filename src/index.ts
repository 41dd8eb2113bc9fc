/**
 * The system's entry module (bundled into swordworld25.mjs): it registers the init hooks that set up the
 * rest.
 */
import { registerInitHooks } from "./system/hooks/init.js";

registerInitHooks();
