// A scripted model server on 127.0.0.1 speaking just enough of three APIs for the real clients:
// Anthropic Messages (SSE), the Gemini API (streamGenerateContent SSE, generateContent, countTokens)
// and the OpenAI Responses API (SSE). A scenario hands it a script of turns; each request that
// offers tools takes the next turn (side requests — titles, classifiers — get a short answer).
// Every request body is recorded, so a scenario asserts on what the model really saw.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type Turn = { text: string } | { tool: string; input: Record<string, unknown> };

interface Recorded {
  api: "anthropic" | "gemini" | "openai" | "other";
  path: string;
  body: string;
  /** Took a scripted turn (an agent request), not a side request. */
  agent: boolean;
}

export interface ModelServer {
  port: number;
  requests: Recorded[];
  /** Replace the script (a fresh scenario). Turns past the end repeat `last`. */
  script(turns: Turn[], last?: Turn): void;
  close(): Promise<void>;
}

const DONE: Turn = { text: "Done." };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (d: string) => (body += d));
    req.on("end", () => resolve(body));
    req.on("error", () => resolve(body));
  });
}

function sse(res: ServerResponse, events: Array<[string | undefined, unknown]>): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "close" });
  for (const [event, data] of events) res.write(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  res.end();
}

let ids = 0;
const id = (p: string) => `${p}_${(++ids).toString(36)}${Date.now().toString(36)}`;

function anthropic(res: ServerResponse, turn: Turn, model: string, stream: boolean): void {
  const usage = { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  const block = "text" in turn ? { type: "text", text: turn.text } : { type: "tool_use", id: id("toolu"), name: turn.tool, input: turn.input };
  const stop = "text" in turn ? "end_turn" : "tool_use";
  const message = { id: id("msg"), type: "message", role: "assistant", model, content: [block], stop_reason: stop, stop_sequence: null, usage };
  if (!stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(message));
    return;
  }
  const start = "text" in block ? { type: "text", text: "" } : { ...block, input: {} };
  const delta = "text" in turn ? { type: "text_delta", text: turn.text } : { type: "input_json_delta", partial_json: JSON.stringify(turn.input) };
  sse(res, [
    ["message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null } }],
    ["content_block_start", { type: "content_block_start", index: 0, content_block: start }],
    ["content_block_delta", { type: "content_block_delta", index: 0, delta }],
    ["content_block_stop", { type: "content_block_stop", index: 0 }],
    ["message_delta", { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } }],
    ["message_stop", { type: "message_stop" }],
  ]);
}

function geminiChunk(turn: Turn): unknown {
  const part = "text" in turn ? { text: turn.text } : { functionCall: { name: turn.tool, args: turn.input } };
  return {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    modelVersion: "gemini-2.5-pro",
  };
}

function openai(res: ServerResponse, turn: Turn, model: string): void {
  const rid = id("resp");
  const item =
    "text" in turn
      ? { type: "message", id: id("msg"), role: "assistant", status: "completed", content: [{ type: "output_text", text: turn.text, annotations: [] }] }
      : { type: "function_call", id: id("fc"), call_id: id("call"), name: turn.tool, arguments: JSON.stringify(turn.input), status: "completed" };
  const usage = {
    input_tokens: 10,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 15,
  };
  const events: Array<[string, unknown]> = [
    ["response.created", { type: "response.created", response: { id: rid, object: "response", model, status: "in_progress", output: [] } }],
    ["response.output_item.added", { type: "response.output_item.added", output_index: 0, item: { ...item, status: "in_progress" } }],
  ];
  if ("text" in turn) {
    const delta = { type: "response.output_text.delta", item_id: item.id, output_index: 0, content_index: 0, delta: turn.text };
    events.push(["response.output_text.delta", delta]);
  }
  events.push(["response.output_item.done", { type: "response.output_item.done", output_index: 0, item }]);
  const completed = { id: rid, object: "response", model, status: "completed", output: [item], usage };
  events.push(["response.completed", { type: "response.completed", response: completed }]);
  sse(res, events);
}

export async function startModelServer(): Promise<ModelServer> {
  let turns: Turn[] = [];
  let last: Turn = DONE;
  let next = 0;
  const requests: Recorded[] = [];
  const take = (): Turn => turns[next++] ?? last;
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = req.url ?? "/";
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body || "{}") as Record<string, unknown>;
      } catch {
        // not JSON: recorded as is
      }
      const tools = parsed.tools;
      const offersTools = Array.isArray(tools) && tools.length > 0;
      if (/\/v1\/messages(\?|$)/.test(path) && req.method === "POST") {
        requests.push({ api: "anthropic", path, body, agent: offersTools });
        anthropic(res, offersTools ? take() : { text: "Scripted session" }, String(parsed.model ?? "claude-sonnet-4-5"), parsed.stream === true);
      } else if (/\/v1\/messages\/count_tokens/.test(path)) {
        requests.push({ api: "anthropic", path, body, agent: false });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ input_tokens: 10 }));
      } else if (/:countTokens/.test(path)) {
        requests.push({ api: "gemini", path, body, agent: false });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ totalTokens: 10 }));
      } else if (/:(stream)?[gG]enerateContent/.test(path)) {
        const agent = offersTools;
        requests.push({ api: "gemini", path, body, agent });
        const config = parsed.generationConfig as Record<string, unknown> | undefined;
        // Side requests with a JSON schema (the router, the next-speaker check) want JSON back.
        const wantsJson = config?.responseMimeType === "application/json";
        const side: Turn = { text: wantsJson ? JSON.stringify({ reasoning: "scripted", next_speaker: "user", model_choice: "flash" }) : "ok" };
        const turn = agent ? take() : side;
        if (/streamGenerateContent/.test(path)) sse(res, [[undefined, geminiChunk(turn)]]);
        else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(geminiChunk(turn)));
      } else if (/\/responses(\?|$)/.test(path) && req.method === "POST") {
        requests.push({ api: "openai", path, body, agent: offersTools });
        openai(res, offersTools ? take() : { text: "ok" }, String(parsed.model ?? "gpt-5"));
      } else if (/\/models(\?|$)/.test(path)) {
        requests.push({ api: "other", path, body, agent: false });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [], models: [], object: "list" }));
      } else {
        requests.push({ api: "other", path, body, agent: false });
        res.writeHead(404, { "content-type": "application/json" }).end("{}");
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    requests,
    script(t, l = DONE) {
      turns = t;
      last = l;
      next = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** A loopback sink: anything that arrives is recorded (an exfiltration that got through). */
export async function startSink(): Promise<{ port: number; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      hits.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    hits,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
