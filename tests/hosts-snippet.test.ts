// Install snippets: guard wirings × host adapter wires → host config with absolute paths.
import { describe, expect, it } from "vitest";
import { hostById } from "../engine/hosts/index";
import type { HostAdapter } from "../engine/hosts/types";
import type { GuardWiring } from "../engine/wiring";
import { plan, render } from "../cli/snippet";
import { loadWirings } from "../scripts/snippet";

const WIRINGS: GuardWiring[] = [
  {
    guard: "security_guard",
    summary: "",
    events: [
      { event: "on_user_message", timeout: 5 },
      { event: "pre_tool_call", timeout: 10 },
      { event: "transform_tool_result", timeout: 10 },
      { event: "on_response_end", timeout: 10 },
    ],
  },
  {
    guard: "verify_publish_claims",
    summary: "",
    events: [
      { event: "on_stop", timeout: 20 },
      { event: "on_completion_claim", timeout: 20 },
    ],
  },
];
const host = (id: string) => hostById(id) as HostAdapter;

describe("snippet", () => {
  it("Claude Code: settings.json hooks with absolute paths, one Stop entry for on_stop + on_completion_claim", () => {
    const p = plan(host("claude"), WIRINGS, "/data/hooks");
    expect(p.missing).toEqual(["security_guard: on_response_end"]);
    expect(JSON.parse(render(host("claude"), p.lines))).toEqual({
      hooks: {
        UserPromptSubmit: [{ hooks: [{ type: "command", command: "node /data/hooks/security_guard.cjs --host=claude", timeout: 5 }] }],
        PreToolUse: [{ matcher: "*", hooks: [{ type: "command", command: "node /data/hooks/security_guard.cjs --host=claude", timeout: 10 }] }],
        PostToolUse: [{ matcher: "*", hooks: [{ type: "command", command: "node /data/hooks/security_guard.cjs --host=claude", timeout: 10 }] }],
        Stop: [{ hooks: [{ type: "command", command: "node /data/hooks/verify_publish_claims.cjs --host=claude", timeout: 20 }] }],
      },
    });
  });

  it("Gemini: timeouts in milliseconds; no extra recorder where security_guard already runs", () => {
    const doc = JSON.parse(render(host("gemini"), plan(host("gemini"), WIRINGS, "/h").lines));
    expect(doc.hooks.AfterAgent).toEqual([
      { hooks: [{ name: "verify_publish_claims", type: "command", command: "node /h/verify_publish_claims.cjs --host=gemini", timeout: 20000 }] },
    ]);
    expect(doc.hooks.AfterTool[0].hooks.map((h: { name: string; timeout: number }) => [h.name, h.timeout])).toEqual([["security_guard", 10000]]);
    expect(doc.hooks.BeforeAgent[0].hooks.map((h: { name: string }) => h.name)).toEqual(["security_guard"]);
  });

  it("Gemini: a stop guard alone gets the AfterTool + BeforeAgent recorder, once", () => {
    const stopsOnly = [WIRINGS[1] as GuardWiring, { ...(WIRINGS[1] as GuardWiring), guard: "verify_commitments" }];
    const doc = JSON.parse(render(host("gemini"), plan(host("gemini"), stopsOnly, "/h").lines));
    expect(Object.keys(doc.hooks)).toEqual(["AfterAgent", "AfterTool", "BeforeAgent"]);
    expect(doc.hooks.AfterTool).toEqual([
      { matcher: "*", hooks: [{ name: "verify_publish_claims", type: "command", command: "node /h/verify_publish_claims.cjs --host=gemini", timeout: 5000 }] },
    ]);
    expect(doc.hooks.BeforeAgent[0].hooks).toHaveLength(1);
  });

  it("Codex: hooks.json; Claude Code needs no recorder (it has the transcript)", () => {
    const stopsOnly = [WIRINGS[1] as GuardWiring];
    const doc = JSON.parse(render(host("codex"), plan(host("codex"), stopsOnly, "/h").lines));
    expect(Object.keys(doc.hooks)).toEqual(["Stop", "PostToolUse"]);
    expect(Object.keys(JSON.parse(render(host("claude"), plan(host("claude"), stopsOnly, "/h").lines)).hooks)).toEqual(["Stop"]);
  });

  it("Azure: YAML with an inline bash script running the guard with node", () => {
    const yaml = render(host("azure"), plan(host("azure"), WIRINGS, "/opt/hooks").lines);
    expect(yaml).toContain(
      [
        "  Stop:",
        "    - type: command",
        "      timeout: 20",
        "      failMode: allow",
        "      script: |",
        "        #!/bin/bash",
        "        exec node /opt/hooks/verify_publish_claims.cjs --host=azure",
      ].join("\n"),
    );
    expect(yaml).toContain(["  PostToolUse:", "    - type: command", '      matcher: "*"'].join("\n"));
    expect(yaml).not.toContain("UserPromptSubmit");
  });

  it("quotes a path with spaces", () => {
    const p = plan(host("claude"), WIRINGS.slice(1), "/my hooks");
    expect(p.lines[0]?.command).toBe("node '/my hooks/verify_publish_claims.cjs' --host=claude");
  });

  it("reads every guard's wiring.ts", async () => {
    const names = (await loadWirings()).map((w) => w.guard);
    expect(names).toContain("runtime_footer");
  });
});
