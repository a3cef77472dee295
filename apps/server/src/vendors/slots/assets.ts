/**
 * The game page's and verifier's stylesheet and scripts, served by the vendor at /assets/… (no
 * framework, no external requests). Written as plain ES2017 so every phone browser runs them.
 */

export const STYLESHEET = `
*{box-sizing:border-box}
:root{color-scheme:dark;--bg:#070b1d;--panel:#111933;--panel2:#17224a;--text:#eef2ff;--muted:#a9b4d6;--accent:#3fe0b0;--accent2:#7aa7ff;--gold:#ffd166;--danger:#ff7a8a;--cell:72px}
html,body{margin:0;min-height:100%}
body{background:radial-gradient(120% 80% at 50% 0%,#1b2a66 0%,var(--bg) 60%);color:var(--text);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Nastaliq Urdu",sans-serif;-webkit-font-smoothing:antialiased}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.wrap{max-width:760px;margin:0 auto;padding:10px 12px 24px}
header.top{display:flex;align-items:center;gap:10px;margin-bottom:10px}
header.top h1{font-size:18px;margin:0;flex:1;letter-spacing:.02em;background:linear-gradient(90deg,#39f3bb,#7aa7ff,#c58bff);-webkit-background-clip:text;background-clip:text;color:transparent}
.chip{font-size:12px;padding:3px 8px;border-radius:999px;background:#2a1f55;color:#e3d7ff;border:1px solid #5a47a8}
a.lobby{color:var(--muted);text-decoration:none;font-size:14px;padding:6px 10px;border-radius:8px;border:1px solid #2b3766}
a.lobby:hover,a.lobby:focus-visible{color:var(--text);border-color:var(--accent2)}
.machine{position:relative;padding:10px;border-radius:18px;background:linear-gradient(180deg,#2a3a80,#141d45);box-shadow:0 0 0 2px #3f55b0 inset,0 10px 30px rgba(0,0,0,.5),0 0 40px rgba(63,224,176,.15)}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;direction:ltr}
.reel{position:relative;height:calc(var(--cell) * 3);overflow:hidden;border-radius:10px;background:linear-gradient(180deg,#060a1a 0%,#131c44 50%,#060a1a 100%);box-shadow:inset 0 8px 12px rgba(0,0,0,.55),inset 0 -8px 12px rgba(0,0,0,.55)}
.strip{position:absolute;left:0;right:0;top:0;will-change:transform}
.cell{height:var(--cell);display:flex;align-items:center;justify-content:center;border-radius:8px;transition:background-color .2s}
.cell svg{width:80%;height:80%;display:block}
.reel.spinning .strip{animation:loop var(--loop,220ms) linear infinite}
.reel.spinning .cell svg{filter:blur(1.4px);opacity:.85}
@keyframes loop{from{transform:translateY(calc(var(--cell) * -6))}to{transform:translateY(0)}}
.cell.hit{background:radial-gradient(circle,rgba(255,209,102,.35) 0%,rgba(255,209,102,0) 70%);box-shadow:inset 0 0 0 2px var(--gold)}
.cell.hit svg{animation:pulse .9s ease-in-out 3}
@keyframes pulse{50%{transform:scale(1.1)}}
.status{min-height:1.5em;margin:10px 2px 0;text-align:center;font-weight:600}
.status.win{color:var(--gold)}.status.error{color:var(--danger)}
.status button.link{margin-inline-start:8px}
.controls{display:grid;grid-template-columns:1fr 1fr 1fr auto;gap:8px;align-items:end;margin-top:10px}
.meter{background:var(--panel);border:1px solid #26315e;border-radius:12px;padding:6px 10px;min-width:0}
.meter label,.meter .label{display:block;font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
.meter output,.meter .value{display:block;font-size:17px;font-weight:700;font-variant-numeric:tabular-nums;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.meter select{width:100%;font:inherit;font-size:16px;font-weight:700;color:var(--text);background:transparent;border:0;padding:0;appearance:auto}
.meter select option{background:#111933}
#win{color:var(--gold)}
button{font:inherit;cursor:pointer;border-radius:12px;border:1px solid #34427a;background:var(--panel2);color:var(--text);padding:8px 12px}
button:hover:not(:disabled),button:focus-visible{border-color:var(--accent2)}
button:focus-visible,select:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid var(--accent2);outline-offset:2px}
button:disabled{opacity:.5;cursor:not-allowed}
button.spin{width:84px;height:84px;border-radius:50%;font-size:17px;font-weight:800;letter-spacing:.04em;color:#062018;border:0;background:radial-gradient(circle at 35% 30%,#b8ffe6,#3fe0b0 45%,#14977a);box-shadow:0 6px 18px rgba(63,224,176,.45),inset 0 -4px 0 rgba(0,0,0,.2)}
button.spin:active:not(:disabled){transform:translateY(2px)}
details{margin-top:12px;background:var(--panel);border:1px solid #26315e;border-radius:12px;padding:0 12px}
summary{cursor:pointer;padding:10px 0;font-weight:700}
details[open] summary{border-bottom:1px solid #26315e;margin-bottom:8px}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{padding:4px 6px;text-align:center;border-bottom:1px solid #1f2a55}
th{color:var(--muted);font-weight:600}
td.sym{text-align:start;display:flex;align-items:center;gap:8px}
td.sym svg{width:30px;height:30px;flex:none}
.kv{display:grid;grid-template-columns:minmax(0,1fr);gap:4px;margin:8px 0}
.kv .label{font-size:12px;color:var(--muted)}
code.hash{display:block;font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all;background:#0a1026;border:1px solid #26315e;border-radius:8px;padding:6px 8px;direction:ltr;text-align:left}
input[type=text],input[type=number],select.field{width:100%;font:14px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--text);background:#0a1026;border:1px solid #34427a;border-radius:8px;padding:8px;direction:ltr}
.row{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:8px 0}
a{color:var(--accent2)}
.small{font-size:12px;color:var(--muted)}
.notice{margin-top:14px;text-align:center;font-size:12px;color:var(--muted)}
.grid-view{direction:ltr;display:grid;grid-template-columns:repeat(5,minmax(0,56px));gap:4px;margin:8px 0}
.grid-view .cell{height:56px;background:#0a1026}
form.verify{display:grid;grid-template-columns:1fr 1fr;gap:10px}
form.verify .full{grid-column:1 / -1}
form.verify label{display:block;font-size:12px;color:var(--muted);margin-bottom:4px}
.card{background:var(--panel);border:1px solid #26315e;border-radius:12px;padding:12px;margin-top:12px}
.ok{color:var(--accent)}.bad{color:var(--danger)}
[dir=rtl] .controls{direction:rtl}
@media (max-width:560px){
  .wrap{padding:8px 8px 20px}
  .controls{grid-template-columns:1fr 1fr;grid-template-areas:"bal win" "bet spin"}
  .controls .m-bal{grid-area:bal}.controls .m-win{grid-area:win}.controls .m-bet{grid-area:bet}
  .controls .spin{grid-area:spin;justify-self:center;width:100%;height:56px;border-radius:14px}
  .machine{padding:6px;border-radius:14px}
  .reels{gap:4px}
  form.verify{grid-template-columns:1fr}
}
@media (prefers-reduced-motion:reduce){
  .reel.spinning .strip{animation:none}
  .reel.spinning .cell svg{filter:none;opacity:.35}
  .cell.hit svg{animation:none}
}
`;

/** The game page: reads its boot data, spins through /api/spin, animates, shows the fairness data. */
export const PLAY_SCRIPT = `(function(){'use strict';
var boot=JSON.parse(document.getElementById('boot').textContent);
var T=boot.texts;
var $=function(id){return document.getElementById(id)};
var reels=[];for(var i=0;i<5;i++)reels.push($('reel-'+i));
var spinBtn=$('spin'),betSel=$('bet'),balanceEl=$('balance'),winEl=$('win'),statusEl=$('status');
var hashEl=$('server-seed-hash'),clientSeedEl=$('client-seed'),nonceEl=$('nonce'),roundEl=$('round-id'),verifyEl=$('verify-link'),revealedEl=$('revealed');
var reduced=window.matchMedia&&window.matchMedia('(prefers-reduced-motion: reduce)').matches;
var busy=false;
function fmt(amount){if(amount===null||amount===undefined)return '—';var p=String(amount).split('.');return p[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g,',')+'.'+(p[1]||'00')+' '+boot.currency}
function cellHeight(){return reels[0].clientHeight/3}
function sizeCells(){var w=reels[0].clientWidth;var h=Math.max(48,Math.min(w*1.0,120));document.documentElement.style.setProperty('--cell',h+'px')}
function symbolNode(id){var cell=document.createElement('div');cell.className='cell';cell.setAttribute('data-symbol',id);
var svg=document.createElementNS('http://www.w3.org/2000/svg','svg');svg.setAttribute('viewBox','0 0 100 100');svg.setAttribute('aria-hidden','true');
var use=document.createElementNS('http://www.w3.org/2000/svg','use');use.setAttribute('href','#s-'+id);svg.appendChild(use);cell.appendChild(svg);return cell}
function randomSymbol(){return boot.symbols[Math.floor(Math.random()*boot.symbols.length)]}
function setColumn(r,column){var strip=reels[r].querySelector('.strip');strip.textContent='';column.forEach(function(id){strip.appendChild(symbolNode(id))});strip.style.transition='none';strip.style.transform='translateY(0)';reels[r].setAttribute('aria-label',column.join(', '))}
function startLoop(r){var strip=reels[r].querySelector('.strip');strip.style.transition='none';strip.style.transform='';strip.textContent='';
for(var k=0;k<12;k++)strip.appendChild(symbolNode(k<6?randomSymbol():strip.children[k-6].getAttribute('data-symbol')));
reels[r].style.setProperty('--loop',(reduced?0:180+r*15)+'ms');reels[r].classList.add('spinning')}
function stopReel(r,column){return new Promise(function(resolve){var reel=reels[r];var strip=reel.querySelector('.strip');var h=cellHeight();
var visible=[0,1,2].map(function(){return randomSymbol()});reel.classList.remove('spinning');strip.textContent='';
column.concat(visible).forEach(function(id){strip.appendChild(symbolNode(id))});
strip.style.transition='none';strip.style.transform='translateY('+(-3*h)+'px)';void strip.offsetHeight;
var ms=reduced?0:420;if(!ms){strip.style.transform='translateY(0)';finish();return}
strip.style.transition='transform '+ms+'ms cubic-bezier(.22,1.2,.36,1)';strip.style.transform='translateY(0)';
var done=false;function finish(){if(done)return;done=true;while(strip.children.length>3)strip.removeChild(strip.lastChild);strip.style.transition='none';strip.style.transform='translateY(0)';reel.setAttribute('aria-label',column.join(', '));resolve()}
strip.addEventListener('transitionend',finish,{once:true});setTimeout(finish,ms+80)})}
function wait(ms){return new Promise(function(r){setTimeout(r,Math.max(0,ms))})}
function clearHits(){document.querySelectorAll('.cell.hit').forEach(function(c){c.classList.remove('hit')})}
function markHits(lines){lines.forEach(function(l){var rows=boot.paylines[l.line-1];for(var r=0;r<l.count;r++){var c=reels[r].querySelectorAll('.cell')[rows[r]];if(c)c.classList.add('hit')}})}
function say(text,kind){statusEl.className='status'+(kind?' '+kind:'');statusEl.textContent=text}
function depositButton(){var b=document.createElement('button');b.type='button';b.className='link';b.textContent=T.deposit;b.setAttribute('data-testid','deposit');
b.addEventListener('click',function(){try{window.parent.postMessage({type:'aurora:deposit'},'*')}catch(e){}});statusEl.appendChild(b)}
function updateSeed(s){if(s.serverSeedHash)hashEl.textContent=s.serverSeedHash;if(s.nextNonce!==undefined)nonceEl.textContent=String(s.nextNonce)}
function setRound(id){roundEl.textContent=id||'—';verifyEl.href=boot.verifyUrl+(id?'?round='+encodeURIComponent(id):'')}
function post(path,body){return fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body),credentials:'same-origin'}).then(function(res){return res.json().then(function(json){return{ok:res.ok,json:json}},function(){return{ok:false,json:{error:'FAILED'}}})})}
var current=boot.grid;
function spin(){if(busy)return;busy=true;spinBtn.disabled=true;betSel.disabled=true;clearHits();say(T.spinning,'');winEl.textContent=fmt('0.00');
var started=Date.now();for(var r=0;r<5;r++)startLoop(r);
var request=post('/api/spin',{token:boot.token,betMinor:betSel.value,clientSeed:clientSeedEl.value.trim()||undefined}).catch(function(){return{ok:false,json:{error:'FAILED'}}});
request.then(function(res){return wait(boot.minSpinMs-(Date.now()-started)).then(function(){return res})}).then(function(res){
var grid=res.ok?res.json.grid:current;var chain=Promise.resolve();
grid.forEach(function(column,r){chain=chain.then(function(){var p=stopReel(r,column);return reduced?p:Promise.race([p,wait(120)])})});
return chain.then(function(){return wait(reduced?0:360)}).then(function(){return res})}).then(function(res){
var a=res.json;
if(res.ok){current=a.grid;balanceEl.textContent=fmt(a.balance);winEl.textContent=fmt(a.win);setRound(a.roundId);updateSeed(a);markHits(a.lines);
if(a.lines.length){say(T.youWon+' '+fmt(a.win)+(a.creditPending?' — '+T.creditPending:''),'win')}else say(T.noWin,'')}
else{if(a.balance)balanceEl.textContent=fmt(a.balance);
if(a.error==='INSUFFICIENT_FUNDS'){say(T.insufficient+' ','error');if(boot.mode==='real')depositButton()}
else if(a.error==='CANCELLED')say(T.cancelled,'error');else if(a.error==='EXPIRED'||a.error==='NOT_FOUND')say(T.expired,'error');else say(T.failed,'error')}
}).then(function(){busy=false;spinBtn.disabled=false;betSel.disabled=false;spinBtn.focus()})}
spinBtn.addEventListener('click',spin);
document.addEventListener('keydown',function(e){if(e.code==='Space'&&e.target===document.body){e.preventDefault();spin()}});
$('rotate-seed').addEventListener('click',function(){var btn=this;if(busy)return;btn.disabled=true;
post('/api/seed/rotate',{token:boot.token,clientSeed:clientSeedEl.value.trim()||undefined}).then(function(res){btn.disabled=false;if(!res.ok){say(T.failed,'error');return}
var p=res.json.previous;revealedEl.hidden=false;$('revealed-seed').textContent=p.serverSeed;$('revealed-hash').textContent=p.serverSeedHash;
hashEl.textContent=res.json.current.serverSeedHash;nonceEl.textContent='0';clientSeedEl.value=res.json.current.clientSeed;say(T.seedSaved,'')},function(){btn.disabled=false;say(T.failed,'error')})});
window.addEventListener('resize',sizeCells);sizeCells();
current.forEach(function(column,r){setColumn(r,column)});
})();`;

/** The verifier page: replays a round on the server (the published engine) and shows it. */
export const VERIFY_SCRIPT = `(function(){'use strict';
var form=document.getElementById('verify-form');var out=document.getElementById('result');
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!==undefined)e.textContent=text;return e}
function symbolNode(id){var cell=el('div','cell');cell.title=id;var svg=document.createElementNS('http://www.w3.org/2000/svg','svg');svg.setAttribute('viewBox','0 0 100 100');
var use=document.createElementNS('http://www.w3.org/2000/svg','use');use.setAttribute('href','#s-'+id);svg.appendChild(use);cell.appendChild(svg);return cell}
function show(r,commitment){out.textContent='';var card=el('div','card');
card.appendChild(el('div','label','SHA-256(server seed)'));var h=el('code','hash',r.serverSeedHash);h.setAttribute('data-testid','verified-hash');card.appendChild(h);
if(commitment){var ok=commitment===r.serverSeedHash;card.appendChild(el('p',ok?'ok':'bad',ok?'✓ matches the commitment shown before play':'✗ does not match the commitment '+commitment))}
card.appendChild(el('p','', 'Reel stops: '+r.stops.join(', ')));
var grid=el('div','grid-view');for(var row=0;row<r.grid[0].length;row++)for(var reel=0;reel<r.grid.length;reel++)grid.appendChild(symbolNode(r.grid[reel][row]));card.appendChild(grid);
if(r.lines.length){var t=el('table');var head=el('tr');['Line','Symbol','Count','×','Win'].forEach(function(x){head.appendChild(el('th','',x))});t.appendChild(head);
r.lines.forEach(function(l){var tr=el('tr');[l.line,l.symbol,l.count,l.multiplier,l.win].forEach(function(x){tr.appendChild(el('td','',String(x)))});t.appendChild(tr)});card.appendChild(t)}
var w=el('p','', 'Total win: '+r.win);w.setAttribute('data-testid','verified-win');card.appendChild(w);out.appendChild(card)}
form.addEventListener('submit',function(e){e.preventDefault();var data=new FormData(form);var q=new URLSearchParams();data.forEach(function(v,k){if(k!=='commitment')q.set(k,String(v))});
out.textContent='…';fetch('/api/verify?'+q.toString()).then(function(res){return res.json().then(function(j){return{ok:res.ok,j:j}})}).then(function(x){
if(!x.ok){out.textContent='';out.appendChild(el('p','bad',x.j.error||'error'));return}show(x.j,String(data.get('commitment')||''))},function(){out.textContent='error'})});
if(form.getAttribute('data-auto')==='1')form.requestSubmit();
})();`;
