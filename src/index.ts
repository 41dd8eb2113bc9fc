import { registerInitHooks } from "./system/hooks/init.js";

registerInitHooks();
