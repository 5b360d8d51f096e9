// Stands in for the browser's WebSocket in component tests: the test plays the server
// (`vi.stubGlobal("WebSocket", FakeWebSocket)`, then `FakeWebSocket.latest().open()` and `.message(…)`).
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  close() {
    this.closedByClient = true;
    this.readyState = FakeWebSocket.CLOSED;
  }

  send() {}

  // ---- the server's side ----
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event("open"));
  }

  message(body: unknown) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(body) }));
  }

  /** A raw frame, e.g. one that is not JSON. */
  raw(data: string) {
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  drop(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent("close", { code }));
  }
}
