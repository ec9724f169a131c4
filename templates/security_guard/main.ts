// Entry of build/security_guard.cjs. The tables import comes first so esbuild emits them first.
import "./tables";
import { start } from "../../engine/runtime";
import { guard } from "./guard";

start(guard);
