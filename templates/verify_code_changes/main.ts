// Entry of build/verify_code_changes.cjs. The tables import comes first so esbuild emits them first.
import "./tables";
import { start } from "../../engine/runtime";
import { guard } from "./guard";

start(guard);
