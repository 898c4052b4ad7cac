// A stored-XSS corpus for browser tests: classic vectors (script, event handlers, javascript: and
// data: URLs, SVG, iframes), filter-evasion spellings and mutation-XSS forms (markup that changes
// meaning when a browser re-parses sanitized HTML). Every payload, if it ran, would open a dialog.
const JS = 'alert(1)';

const tagsWithHandlers = ['img src=x', 'svg', 'body', 'video src=x', 'audio src=x', 'input autofocus', 'details open', 'iframe', 'marquee', 'select autofocus', 'textarea autofocus', 'object data=x', 'math', 'a href=#', 'div', 'span', 'style', 'form', 'button', 'image src=x'];
const handlers = ['onerror', 'onload', 'onfocus', 'ontoggle', 'onmouseover', 'onstart', 'onbegin', 'onanimationstart', 'onpointerenter', 'onclick'];

const urlSchemes = [
  `javascript:${JS}`,
  `JaVaScRiPt:${JS}`,
  `  javascript:${JS}`,
  `java\tscript:${JS}`,
  `java&#x09;script:${JS}`,
  `&#106;avascript:${JS}`,
  `javascript&colon;${JS}`,
  `vbscript:msgbox(1)`,
  `data:text/html,<script>${JS}</script>`,
  `data:text/html;base64,${Buffer.from(`<script>${JS}</script>`).toString('base64')}`,
  `data:image/svg+xml,<svg onload=${JS}>`,
  `\u0001javascript:${JS}`,
];
const urlCarriers = (url: string) => [
  `<a href="${url}">click</a>`,
  `<iframe src="${url}"></iframe>`,
  `<img src="${url}">`,
  `<form action="${url}"><button>go</button></form>`,
  `<svg><a xlink:href="${url}"><text y="20">x</text></a></svg>`,
];

const classics = [
  `<script>${JS}</script>`,
  `<SCRIPT>${JS}</SCRIPT>`,
  `<script src="data:text/javascript,${JS}"></script>`,
  `<script>/*</script><img src=x onerror=${JS}>*/</script>`,
  `"><script>${JS}</script>`,
  `'><script>${JS}</script>`,
  `</title><script>${JS}</script>`,
  `</textarea><script>${JS}</script>`,
  `</style><script>${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<<script>script>${JS}<</script>/script>`,
  `<script\x20type="text/javascript">${JS}</script>`,
  `<img src=x onerror="${JS}">`,
  `<img src=x onerror=${JS}//`,
  `<img/src=x/onerror=${JS}>`,
  `<img src=x:${JS} onerror=eval(src)>`,
  `<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">`,
  `<img src=x onerror=\u0061lert(1)>`,
  `<svg/onload=${JS}>`,
  `<svg><script>${JS}</script></svg>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  `<svg><set attributeName=href to="javascript:${JS}"/></svg>`,
  `<svg><a><animate attributeName=href values=javascript:${JS} /><text x=20 y=20>click</text></a></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>${JS}</script>"></iframe></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}>`,
  `<math href="javascript:${JS}">click</math>`,
  `<iframe srcdoc="<script>${JS}</script>"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/aaaaaaaaaaa" onload="${JS}"></iframe>`,
  `<iframe src="https://evil.example/embed/aaaaaaaaaaa"></iframe>`,
  `<iframe src="https://www.youtube.com.evil.example/embed/aaaaaaaaaaa"></iframe>`,
  `<object data="javascript:${JS}"></object>`,
  `<embed src="javascript:${JS}">`,
  `<base href="javascript:${JS}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${JS}">`,
  `<link rel=import href="data:text/html,<script>${JS}</script>">`,
  `<style>@import 'javascript:${JS}';</style>`,
  `<div style="background:url(javascript:${JS})">x</div>`,
  `<div style="width:expression(${JS})">x</div>`,
  `<p class="x" onclick="${JS}">click</p>`,
  `<a href="#" onclick="${JS}">click</a>`,
  `<a href="https://example.com" target="_blank" onmouseover="${JS}">hover</a>`,
  `<table background="javascript:${JS}"><tr><td>x</td></tr></table>`,
  `<td background="javascript:${JS}">x</td>`,
  `<input onfocus=${JS} autofocus>`,
  `<keygen autofocus onfocus=${JS}>`,
  `<video><source onerror="${JS}"></video>`,
  `<body onload=${JS}>`,
  `<details open ontoggle=${JS}>`,
  `<xss onafterscriptexecute=${JS}><script>1</script>`,
  `<template><script>${JS}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${JS}>"></noembed>`,
  `<noframes><p title="</noframes><img src=x onerror=${JS}>"></noframes>`,
  `<listing>&lt;img src=x onerror=${JS}&gt;</listing>`,
  `<xmp><img src=x onerror=${JS}></xmp>`,
  `<plaintext><img src=x onerror=${JS}>`,
  `<title><img src=x onerror=${JS}></title>`,
  `<textarea><img src=x onerror=${JS}></textarea>`,
  `<select><template><style><img src=x onerror=${JS}>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${JS}>">`,
  `<svg><style><img src=x onerror=${JS}></style></svg>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${JS} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${JS}>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${JS}">click</a>`,
  `<a href="javas&#99;ript:${JS}">click</a>`,
  `<a href="javascript&#58;${JS}">click</a>`,
  `<a href="jav&#x0A;ascript:${JS}">click</a>`,
  `<img src="java\0script:${JS}">`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  `<![CDATA[<img src=x onerror=${JS}>]]>`,
  `<?xml-stylesheet href="javascript:${JS}"?>`,
  `<img src=\`x\` onerror=\`${JS}\`>`,
  `<img """><script>${JS}</script>">`,
  `<IMG SRC=JaVaScRiPt:${JS}>`,
  `<img src="x" alt="\`" onerror="${JS}">`,
  `<div id="x" tabindex=1 onfocusin=${JS}>focus</div>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${JS}'/></svg>#x"/></svg>`,
  `<a href="https://example.com/?q=%22%3E%3Cscript%3E${JS}%3C/script%3E">link</a>`,
  `<span data-x="&quot;&gt;&lt;script&gt;${JS}&lt;/script&gt;">x</span>`,
  `{{constructor.constructor('${JS}')()}}`,
  `\${${JS}}`,
  `<img src=x onerror=${JS}>`.toUpperCase(),
  `<isindex type=image src=1 onerror=${JS}>`,
  `<frameset onload=${JS}>`,
  `<bgsound src="javascript:${JS}">`,
  `<marquee onstart=${JS}>x</marquee>`,
  `<dialog open onclose=${JS}><form method=dialog><button>x</button></form></dialog>`,
  `<portal src="javascript:${JS}"></portal>`,
  `<img srcset="x 1x" onerror=${JS}>`,
  `<picture><source srcset="x" onerror=${JS}><img src=x></picture>`,
  `<a href="javascript:void(0)" onclick="${JS}">x</a>`,
  `<p>ok</p><script>${JS}</script><p>ok</p>`,
];

function build(): string[] {
  const payloads = new Set<string>(classics);
  for (const tag of tagsWithHandlers) {
    for (const handler of handlers.slice(0, 5)) payloads.add(`<${tag} ${handler}=${JS}>`);
  }
  for (const url of urlSchemes) for (const carrier of urlCarriers(url)) payloads.add(carrier);
  return [...payloads];
}

export const XSS_PAYLOADS: readonly string[] = build();

/** http(s) URLs a featured-image field accepts, each carrying markup that must stay inert text. */
export const XSS_IMAGE_URLS: readonly string[] = [
  `https://example.com/a.png?"><script>${JS}</script>`,
  `https://example.com/a.png"onerror="${JS}`,
  `https://example.com/a.png'onerror='${JS}`,
  `https://example.com/<svg/onload=${JS}>.png`,
  `https://example.com/a.png#"><img src=x onerror=${JS}>`,
  `https://example.com/a.png?x=</script><script>${JS}</script>`,
];
