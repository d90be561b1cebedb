// Starts the app one frame after a server-rendered page's first paint (see server/spa.ts).
(function(){var s=document.currentScript,e=s&&s.getAttribute('data-entry');if(e)requestAnimationFrame(function(){setTimeout(function(){var a=document.createElement('script');a.type='module';a.crossOrigin='';a.src=e;document.head.appendChild(a)},0)})})();
