// embed.js: lets a partner page mount one Criadero tool.
//   <script src="https://criadero.example/embed/embed.js" async></script>
//   <criadero-tool name="/planet-horse-tools/leveling-calculator" locale="en"></criadero-tool>
// (or any element with data-criadero-tool="<path>"). The tool renders in a shadow root; the
// platform origin is where this script came from.
const script = document.currentScript as HTMLScriptElement | null;
const platformOrigin = new URL(script?.src ?? window.location.href).origin;

async function mountInto(host: HTMLElement, path: string | null) {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const { mountTool } = await import('./mount-tool');
  await mountTool({ host, shadowRoot, path, locale: host.getAttribute('locale'), platformOrigin });
}

class CriaderoToolElement extends HTMLElement {
  connectedCallback() {
    void mountInto(this, this.getAttribute('name'));
  }
}

if (!customElements.get('criadero-tool')) customElements.define('criadero-tool', CriaderoToolElement);
document.querySelectorAll<HTMLElement>('[data-criadero-tool]').forEach((el) => void mountInto(el, el.dataset.criaderoTool ?? null));
