// The map from SF Symbols names to bootstrap-icons drawings: TableSnap's own
// data, made from the names 113 open-source apps use (see "Symbols" in
// TableKit's ImagesAndSymbols article). One row a name, tab-separated: the SF Symbols name, the
// bootstrap-icons file (without ".svg") drawn for it, the transform drawn
// around it (``IconSetTransform``; empty for none), how close the match is
// (``SymbolMap/Match``) and the name's rank by use (empty for siblings such as
// a ".fill" variant added beside a ranked name). Rows in rank order, each after
// a line break (the first too), which is how ``SymbolMap/entry(_:)`` finds one.

extension SymbolMap {
    static let table = """

xmark	x-lg		close	1
chevron.right	chevron-right		exact	2
plus	plus-lg		exact	3
trash	trash3		exact	4
checkmark.circle.fill	check-circle-fill		exact	5
chevron.down	chevron-down		exact	6
square.and.arrow.up	box-arrow-up		close	7
checkmark	check-lg		close	8
magnifyingglass	search		close	9
xmark.circle.fill	x-circle-fill		exact	10
info.circle	info-circle		exact	11
doc.on.doc	files		close	12
gear	gear		exact	13
circle	circle		exact	14
checkmark.circle	check-circle		exact	15
ellipsis	three-dots		close	16
chevron.up	chevron-up		exact	17
exclamationmark.triangle	exclamation-triangle		exact	18
exclamationmark.triangle.fill	exclamation-triangle-fill		exact	19
pencil	pencil		exact	20
globe	globe		exact	21
arrow.clockwise	arrow-clockwise		exact	22
questionmark.circle	question-circle		exact	23
star.fill	star-fill		exact	24
list.bullet	list-ul		close	25
xmark.circle	x-circle		exact	26
circle.fill	circle-fill		exact	27
folder	folder		exact	28
plus.circle	plus-circle		exact	29
gearshape	gear		close	30
chevron.left	chevron-left		exact	31
play.fill	play-fill		exact	32
star	star		exact	33
link	link-45deg		close	34
ellipsis.circle	three-dots	circle	composed	35
clock	clock		exact	36
chevron.forward	chevron-right		close	37
heart.fill	heart-fill		exact	38
photo	image		close	39
arrow.down	arrow-down		exact	40
square.and.pencil	pencil-square		close	41
arrow.up	arrow-up		exact	42
square.and.arrow.down	box-arrow-in-down		close	43
arrow.up.arrow.down	arrow-down-up		close	44
slider.horizontal.3	sliders		close	45
eye.slash	eye-slash		exact	46
exclamationmark.circle.fill	exclamation-circle-fill		exact	47
calendar	calendar		exact	48
arrow.down.circle	arrow-down-circle		exact	49
eye	eye		exact	50
lock	lock		exact	51
lock.fill	lock-fill		exact	52
chevron.backward	chevron-left		close	53
plus.circle.fill	plus-circle-fill		exact	54
heart	heart		exact	55
square.grid.2x2	grid		close	56
person	person		exact	57
arrow.triangle.2.circlepath	arrow-repeat		close	58
safari	compass		close	59
exclamationmark.circle	exclamation-circle		exact	60
person.crop.circle	person-circle		exact	61
server.rack	hdd-rack		close	62
doc.on.clipboard	clipboard		close	63
eye.fill	eye-fill		exact	64
info.circle.fill	info-circle-fill		exact	65
square	square		exact	66
trash.fill	trash3-fill		exact	67
person.fill	person-fill		exact	68
doc	file-earmark		close	69
tag	tag		exact	70
arrow.right	arrow-right		exact	71
bell	bell		exact	72
pause.fill	pause-fill		exact	73
bell.fill	bell-fill		exact	74
line.3.horizontal.decrease.circle	filter-circle		close	75
play.circle.fill	play-circle-fill		exact	76
network	diagram-3		close	77
clock.arrow.circlepath	clock-history		close	78
person.circle	person-circle		exact	79
line.3.horizontal	list		exact	80
bookmark.fill	bookmark-fill		exact	81
minus	dash-lg		close	82
music.note	music-note		exact	83
bolt.fill	lightning-fill		close	84
house	house		exact	85
minus.circle.fill	dash-circle-fill		exact	86
pin	pin		exact	87
clock.fill	clock-fill		exact	88
folder.fill	folder-fill		exact	89
bookmark	bookmark		exact	90
checkmark.seal.fill	patch-check-fill		exact	91
envelope	envelope		exact	92
camera	camera		exact	93
doc.text	file-earmark-text		close	94
speaker.wave.2	volume-down		close	95
key.fill	key-fill		exact	96
arrow.up.left.and.arrow.down.right	arrows-angle-expand		close	97
photo.on.rectangle.angled	images		close	98
minus.circle	dash-circle		exact	99
arrow.left.arrow.right	arrow-left-right		close	100
arrow.left	arrow-left		exact	102
antenna.radiowaves.left.and.right	broadcast		close	103
arrow.counterclockwise	arrow-counterclockwise		exact	104
book	book		exact	105
arrow.up.right	arrow-up-right		exact	106
line.3.horizontal.decrease	filter		close	107
qrcode.viewfinder	qr-code-scan		close	108
plus.square.on.square	plus-square		close	109
doc.fill	file-earmark-fill		close	110
speaker.slash	volume-mute		exact	111
arrow.forward	arrow-right		close	112
bolt	lightning		close	113
square.fill	square-fill		exact	114
gearshape.2	gear-wide-connected		close	115
face.smiling	emoji-smile		close	116
person.2	people		close	117
number	hash		close	118
checkmark.square.fill	check-square-fill		exact	119
paperplane	send		close	120
arrowshape.turn.up.left	reply		close	121
gearshape.fill	gear-fill		close	122
text.bubble	chat-left-text		close	123
speaker.slash.fill	volume-mute-fill		exact	124
photo.on.rectangle	images		close	125
timer	stopwatch		close	126
arrow.up.circle.fill	arrow-up-circle-fill		exact	127
chevron.up.chevron.down	chevron-expand		close	128
paperplane.fill	send-fill		close	129
questionmark.circle.fill	question-circle-fill		exact	130
textformat	fonts		close	131
paintpalette	palette		close	132
arrow.up.circle	arrow-up-circle		exact	133
folder.badge.gearshape	folder		close	134
sun.max	sun		close	135
checkmark.seal	patch-check		exact	136
play.circle	play-circle		exact	137
bubble.left.and.bubble.right	chat-left-dots		close	138
chevron.down.circle	chevron-down	circle	composed	139
lock.open	unlock		close	140
qrcode	qr-code		close	141
arrowshape.turn.up.left.fill	reply-fill		variant	142
house.fill	house-fill		exact	143
person.2.fill	people-fill		close	144
speaker.wave.2.fill	volume-down-fill		exact	145
waveform	soundwave		close	146
questionmark	question-lg		close	147
at	at		exact	148
eye.slash.fill	eye-slash-fill		exact	149
photo.fill	image-fill		close	150
pin.fill	pin-fill		exact	151
folder.badge.plus	folder-plus		close	152
shuffle	shuffle		exact	153
wifi.slash	wifi-off		close	154
chevron.left.forwardslash.chevron.right	code-slash		close	155
list.bullet.rectangle	card-list		close	157
arrow.down.circle.fill	arrow-down-circle-fill		exact	158
person.badge.plus	person-plus		close	159
bell.slash	bell-slash		exact	160
doc.text.magnifyingglass	file-earmark-text		close	161
film	film		exact	162
location	cursor	mirror	composed	163
play	play		exact	164
arrow.down.doc	file-earmark-arrow-down		close	165
arrowtriangle.down.fill	caret-down-fill		close	166
iphone	phone		close	167
mic.fill	mic-fill		exact	168
sparkles	stars		close	169
archivebox	archive		close	170
person.circle.fill	person-fill	circle.fill	composed	171
checkmark.shield	shield-check		close	172
hourglass	hourglass-split		close	173
wifi	wifi		exact	174
rectangle.portrait.and.arrow.right	box-arrow-right		close	176
multiply.circle.fill	x-lg	circle.fill	composed	177
square.on.square	files		close	178
arrow.2.squarepath	arrow-repeat		close	179
key	key		exact	180
line.3.horizontal.decrease.circle.fill	filter-circle-fill		close	182
person.3	people		close	183
hand.thumbsup	hand-thumbs-up		close	184
stop.fill	stop-fill		exact	185
wand.and.stars	magic		close	186
exclamationmark.bubble	chat-left-dots		exact	187
keyboard	keyboard		exact	188
message	chat		close	189
music.note.list	music-note-list		exact	190
doc.plaintext	file-earmark-text		close	191
line.horizontal.3.decrease.circle	filter-circle		close	192
location.fill	cursor-fill	mirror	composed	193
phone.fill	telephone-fill		close	194
video.fill	camera-video-fill		close	195
icloud.and.arrow.down	cloud-arrow-down		close	196
square.stack	stack		close	197
textformat.size	type		close	198
chart.bar.fill	bar-chart-fill		close	199
nosign	slash-circle		close	201
arrow.up.forward.app	box-arrow-up-right		close	202
doc.badge.plus	file-earmark-plus		close	203
internaldrive	device-hdd		close	204
lock.open.fill	unlock-fill		close	205
square.and.arrow.up.fill	box-arrow-up		close	206
flag.fill	flag-fill		exact	207
stop.circle	stop-circle		exact	208
info	info-lg		exact	209
rectangle	app		close	210
forward.fill	fast-forward-fill		close	211
icloud	cloud		close	212
video	camera-video		close	213
lightbulb	lightbulb		exact	214
sun.max.fill	sun-fill		close	215
quote.bubble	chat-left-quote		close	216
clock.arrow.2.circlepath	clock-history		close	217
person.text.rectangle	person-vcard		close	218
sidebar.left	layout-sidebar		close	219
hammer	hammer		exact	220
envelope.fill	envelope-fill		exact	221
hand.tap	hand-index-thumb		close	222
speaker.wave.3.fill	volume-up-fill		exact	223
square.grid.2x2.fill	grid-fill		close	224
xmark.octagon.fill	x-octagon-fill		exact	225
book.closed	journal		close	226
chevron.down.circle.fill	chevron-down	circle.fill	composed	227
externaldrive.fill	hdd-fill		close	228
plus.square	plus-square		exact	229
arrow.down.to.line	download		close	230
dot.radiowaves.left.and.right	broadcast		close	231
icloud.and.arrow.up	cloud-arrow-up		close	232
shield	shield		exact	233
arrow.up.right.square	box-arrow-up-right		close	235
checkmark.square	check-square		exact	236
doc.on.doc.fill	files		close	237
doc.richtext	file-earmark-richtext		close	238
ellipsis.circle.fill	three-dots	circle.fill	composed	239
pause.circle	pause-circle		exact	240
person.fill.badge.plus	person-fill-add		close	241
record.circle	record-circle		exact	242
doc.text.fill	file-earmark-text-fill		close	243
cpu	cpu		exact	245
bell.badge	bell	badge	composed	246
person.badge.minus	person-dash		close	247
mic	mic		exact	248
pencil.circle	pencil	circle	composed	249
bell.slash.fill	bell-slash-fill		exact	250
calendar.badge.clock	calendar-event		close	251
phone	telephone		close	252
paperclip	paperclip		exact	253
person.3.fill	people-fill		close	254
repeat	repeat		exact	255
person.crop.circle.badge.plus	person-plus		close	256
tray.and.arrow.down	inbox		close	258
app.badge.fill	app-indicator		exact	259
chart.line.uptrend.xyaxis	graph-up-arrow		close	260
flag	flag		exact	261
heart.slash	heartbreak		close	262
highlighter	pen		close	263
line.horizontal.3.decrease.circle.fill	filter-circle-fill		close	264
signature	vector-pen		close	265
arrow.clockwise.circle.fill	arrow-clockwise	circle.fill	composed	266
arrow.uturn.backward	arrow-counterclockwise		close	267
arrowshape.turn.up.forward	reply		close	268
gift	gift		exact	270
leaf	tree		close	271
pause	pause		exact	272
power	power		exact	273
touchid	fingerprint		close	274
arrow.clockwise.circle	arrow-clockwise	circle	composed	275
arrow.counterclockwise.circle	arrow-counterclockwise	circle	composed	276
arrow.right.circle	arrow-right-circle		exact	277
arrow.up.to.line	upload		close	278
bell.badge.fill	bell-fill	badge	composed	279
chart.bar.xaxis	bar-chart-line		close	280
envelope.badge	envelope	badge	composed	281
filemenu.and.selection	menu-app		close	282
ladybug	bug		close	283
lock.shield	shield-lock		close	284
person.crop.circle.badge.xmark	person-x		close	285
rectangle.and.pencil.and.ellipsis	input-cursor-text		close	286
rectangle.grid.1x2	grid-1x2		close	287
circle.dotted	circle		close	289
hammer.fill	hammer		close	290
stop.circle.fill	stop-circle-fill		exact	291
trash.circle	trash3	circle	composed	292
gift.fill	gift-fill		exact	293
tag.fill	tag-fill		exact	294
waveform.path.ecg	activity		close	295
backward.fill	rewind-fill		close	296
arrow.right.circle.fill	arrow-right-circle-fill		exact	297
chart.bar	bar-chart		close	298
pip.enter	pip		close	299
rectangle.on.rectangle	window-stack		close	300
arrow.up.forward.square	box-arrow-up-right		close	301
person.crop.circle.fill	person-fill	circle.fill	composed	302
infinity	infinity		exact	303
building.2	buildings		close	304
drop.fill	droplet-fill		close	305
bubble.left.and.bubble.right.fill	chat-left-dots-fill		close	306
checkmark.shield.fill	shield-fill-check		close	307
externaldrive	hdd		close	308
shippingbox	box-seam		close	309
arrow.up.arrow.down.circle	arrow-down-up		close	310
cloud.fill	cloud-fill		exact	311
hand.thumbsup.fill	hand-thumbs-up-fill		variant	312
square.stack.3d.up	stack		close	314
display	display		exact	315
document.on.document	files		close	316
globe.americas.fill	globe-americas		close	317
icloud.slash	cloud-slash		close	318
message.fill	chat-fill		close	319
note.text	sticky		close	320
sidebar.leading	layout-sidebar		close	321
tv	tv		exact	322
bubble.left	chat-left		close	323
curlybraces	braces		close	324
list.clipboard	clipboard-data		close	325
pencil.circle.fill	pencil-fill	circle.fill	composed	326
person.badge.key.fill	person-lock		approx	327
rectangle.stack	collection		close	328
switch.2	toggles		close	329
terminal	terminal		exact	330
text.alignleft	text-left		close	331
text.magnifyingglass	search		close	332
trophy	trophy		exact	333
wifi.exclamationmark	wifi-off		close	334
arrow.triangle.branch	sign-intersection-y		close	335
arrow.up.forward	arrow-up-right		close	336
character.textbox	input-cursor-text		close	337
envelope.open	envelope-open		exact	338
exclamationmark.octagon.fill	exclamation-octagon-fill		exact	339
icloud.fill	cloud-fill		close	340
list.number	list-ol		close	341
memorychip	memory		close	342
photo.badge.plus	image		close	343
plus.magnifyingglass	zoom-in		close	344
stop	stop		exact	346
text.below.photo	card-image		close	347
tray	inbox		close	348
x.circle.fill	x-circle-fill		variant	349
arrow.right.to.line	arrow-bar-right		close	350
arrow.triangle.2.circlepath.circle	arrow-repeat	circle	composed	351
character.cursor.ibeam	cursor-text		close	352
moon.fill	moon-fill		exact	354
wrench	wrench		exact	355
captions.bubble	chat-square-text		close	356
externaldrive.connected.to.line.below	hdd-network		close	357
largecircle.fill.circle	record-circle		close	358
person.badge.key	person-lock		close	359
desktopcomputer	pc-display		close	362
lock.rotation	phone-flip		close	363
map	map		exact	364
mappin.and.ellipse	geo-alt		close	365
arrow.down.right.and.arrow.up.left	arrows-angle-contract		close	366
arrow.uturn.forward	arrow-clockwise		close	367
flame.fill	fire		close	368
paintbrush.fill	brush-fill		close	369
pencil.line	pencil		close	370
photo.fill.on.rectangle.fill	images		close	371
rectangle.compress.vertical	arrows-collapse		close	372
xmark.octagon	x-octagon		exact	374
camera.fill	camera-fill		exact	375
circlebadge.fill	dot		approx	376
hand.thumbsdown	hand-thumbs-down		close	377
pause.circle.fill	pause-circle-fill		exact	378
person.fill.questionmark	person-exclamation		close	379
quote.opening	quote		close	380
tablecells	table		close	381
wallet.pass	wallet2		close	383
x.circle	x-circle		variant	384
archivebox.fill	archive-fill		close	385
bag	bag		exact	386
bookmark.slash	bookmark-x		close	387
chart.pie	pie-chart		close	388
exclamationmark.arrow.triangle.2.circlepath	arrow-repeat		close	389
gearshape.2.fill	gear-wide-connected		close	390
heart.circle	heart	circle	composed	392
keyboard.chevron.compact.down	keyboard		close	393
newspaper	newspaper		exact	394
paintbrush	brush		close	395
phone.down.fill	telephone-x-fill		close	396
pip.exit	pip		close	397
ruler	rulers		close	398
speaker.wave.3	volume-up		close	399
speedometer	speedometer		exact	400
square.and.arrow.down.fill	box-arrow-in-down		close	401
star.circle	star	circle	composed	402
textformat.abc	fonts		close	403
trash.circle.fill	trash3-fill	circle.fill	composed	404
arrow.up.doc	file-earmark-arrow-up		close	405
arrowshape.turn.up.right	reply		close	406
books.vertical	book-half		close	407
character.book.closed	journal		close	408
chevron.up.circle.fill	chevron-up	circle.fill	composed	409
circle.circle	record-circle		close	410
circle.dashed	circle		close	411
delete.left	backspace		close	412
doc.zipper	file-earmark-zip		close	413
dollarsign.circle	currency-dollar	circle	composed	414
flame	fire		close	415
list.bullet.indent	list-nested		close	416
list.dash	list		close	417
questionmark.diamond	question-diamond		close	418
rectangle.expand.vertical	arrows-expand		close	419
safari.fill	compass-fill		close	420
scissors	scissors		exact	421
scope	bullseye		close	422
speaker	volume-off		exact	423
square.and.arrow.up.trianglebadge.exclamationmark	box-arrow-up		close	424
storefront	shop		close	425
wrench.and.screwdriver	tools		close	426
alarm	alarm		exact	427
arrow.triangle.turn.up.right.diamond.fill	sign-turn-right-fill		variant	428
arrowtriangle.up.fill	caret-up-fill		close	429
bubble.left.fill	chat-left-fill		close	430
car.fill	car-front-fill		close	431
cart.fill	cart-fill		exact	432
chevron.left.slash.chevron.right	code-slash		close	433
delete.backward	backspace		close	434
exclamationmark.bubble.fill	chat-left-dots-fill		exact	435
exclamationmark.shield	shield-exclamation		close	436
forward	fast-forward		close	437
heart.circle.fill	heart-fill	circle.fill	composed	439
moon	moon		exact	440
music.mic	mic		close	441
person.crop.circle.badge.checkmark	person-check		close	442
person.crop.circle.fill.badge.checkmark	person-fill-check		close	443
rectangle.3.group	columns-gap		close	444
square.and.arrow.down.on.square	box-arrow-in-down		close	445
tray.fill	inbox-fill		close	446
xmark.seal	patch-minus		exact	447
xmark.seal.fill	patch-minus-fill		exact	448
gamecontroller	controller		close	449
square.dashed	square		close	450
suit.heart.fill	suit-heart-fill		variant	451
books.vertical.fill	book-half		close	452
line.horizontal.3	list		exact	453
gauge.with.needle	speedometer2		close	454
mappin	geo-alt		close	455
minus.square	dash-square		exact	456
questionmark.square.dashed	question-square		close	458
chevron.compact.right	chevron-compact-right		exact	459
eject	eject		exact	460
gobackward	arrow-counterclockwise		close	461
megaphone.fill	megaphone-fill		exact	463
play.rectangle.on.rectangle	collection-play		close	464
play.square.stack	collection-play		close	465
rectangle.split.2x1	layout-split		close	466
waveform.circle.fill	soundwave		close	467
arrowtriangle.down	caret-down		close	468
chevron.up.circle	chevron-up	circle	composed	469
cpu.fill	cpu-fill		exact	470
forward.end.fill	skip-end-fill		close	471
plus.square.dashed	plus-square-dotted		close	473
sensor.tag.radiowaves.forward.fill	rss-fill		variant	474
terminal.fill	terminal-fill		exact	476
trophy.fill	trophy-fill		variant	477
viewfinder.circle	upc-scan		close	478
xmark.square	x-square		exact	479
xmark.square.fill	x-square-fill		exact	480
app.badge	app-indicator		exact	481
bitcoinsign.circle	currency-bitcoin		close	482
book.pages	book		close	483
bubble.left.and.text.bubble.right	chat-left-text		close	484
character.bubble	translate		close	485
chart.xyaxis.line	graph-up		close	486
clock.badge.checkmark	clock		close	487
exclamationmark.icloud.fill	cloud-slash-fill		variant	488
ipad	tablet		close	489
macwindow.badge.plus	window-plus		close	490
person.crop.circle.badge.questionmark	person-exclamation		close	491
repeat.1	repeat-1		exact	492
shippingbox.fill	box-seam-fill		close	493
square.stack.3d.up.fill	stack		close	495
tray.and.arrow.up	inbox		close	497
ant	bug		close	498
app.connected.to.app.below.fill	diagram-2		close	499
app.fill	square-fill		exact	500
applewatch	smartwatch		close	501
arrow.down.app	box-arrow-in-down		close	502
arrow.left.and.right	arrow-left-right		close	503
arrow.trianglehead.clockwise	arrow-clockwise		close	504
arrow.uturn.left	arrow-counterclockwise		close	505
arrowshape.down	arrow-down		close	506
arrowtriangle.left.fill	caret-left-fill		close	507
atom	radioactive		close	508
bold	type-bold		close	509
bolt.horizontal	lightning-charge		close	510
book.fill	book-fill		exact	511
bubble	chat		close	512
bubble.right	chat-right		close	513
checklist	list-check		close	514
checkmark.icloud	cloud-check		close	515
clock.badge.xmark	clock		close	516
cube	box		close	518
doc.badge.gearshape	file-earmark		close	519
ellipsis.curlybraces	braces-asterisk		close	520
exclamationmark	exclamation-lg		close	521
externaldrive.badge.icloud	hdd		close	522
folder.badge.minus	folder-minus		close	524
hand.draw	vector-pen		close	525
italic	type-italic		close	528
keyboard.fill	keyboard-fill		exact	529
list.bullet.below.rectangle	card-list		close	530
list.bullet.rectangle.fill	card-list		close	531
mappin.circle.fill	geo-alt-fill	circle.fill	composed	532
moon.zzz	moon		close	533
pencil.and.list.clipboard	clipboard-check		close	534
person.badge.shield.checkmark	person-check		close	536
person.crop.circle.badge.exclamationmark	person-exclamation		close	537
person.crop.square	person-square		exact	538
photo.artframe	image		close	539
plus.rectangle.on.rectangle	window-plus		close	541
record.circle.fill	record-circle-fill		exact	542
rectangle.portrait.and.arrow.forward	box-arrow-right		close	544
rectangle.stack.fill	collection-fill		close	545
return	arrow-return-left		close	546
sensor.tag.radiowaves.forward	rss		close	547
shield.fill	shield-fill		variant	548
sidebar.trailing	layout-sidebar-reverse		close	549
sun.min	brightness-low		close	550
timelapse	clock		close	552
uiwindow.split.2x1	window-split		close	553
video.slash	camera-video-off		close	554
xmark.bin	trash3		close	555
xmark.icloud	cloud-slash		close	556
1.circle.fill	1-circle-fill		variant	558
arrow.backward	arrow-left		close	559
arrow.down.to.line.compact	download		close	560
arrow.left.circle.fill	arrow-left-circle-fill		exact	561
arrow.left.to.line	arrow-bar-left		close	562
arrow.uturn.backward.circle.fill	arrow-counterclockwise	circle.fill	composed	564
arrow.uturn.right	arrow-clockwise		close	565
arrowshape.turn.up.forward.fill	reply-fill		variant	566
arrowshape.turn.up.left.circle.fill	reply	circle.fill	composed	567
arrowshape.turn.up.right.fill	reply-fill		variant	568
arrowtriangle.right.fill	caret-right-fill		close	569
battery.100	battery-full		close	570
bell.and.waves.left.and.right	bell		close	571
binoculars	binoculars		exact	572
book.closed.fill	journal		close	573
chevron.right.circle	chevron-right	circle	composed	574
envelope.open.fill	envelope-open-fill		exact	575
eraser	eraser		exact	576
exclamationmark.octagon	exclamation-octagon		exact	577
exclamationmark.shield.fill	shield-fill-exclamation		close	578
externaldrive.badge.exclamationmark	hdd		close	579
gear.circle	gear	circle	composed	581
globe.europe.africa	globe-europe-africa		exact	582
globe.europe.africa.fill	globe-europe-africa		close	583
headphones	headphones		exact	585
ipad.and.iphone	phone		close	587
ipad.homebutton	tablet		close	588
iphone.homebutton	phone		close	589
key.horizontal.fill	key-fill		variant	590
ladybug.fill	bug-fill		close	591
line.horizontal.3.decrease	filter		close	592
link.circle.fill	link-45deg	circle.fill	composed	593
list.bullet.rectangle.portrait	card-list		close	594
lock.doc	file-earmark-lock		close	595
lock.square	lock		close	596
magnifyingglass.circle	search	circle	composed	597
minus.magnifyingglass	zoom-out		close	598
multiply	x-lg		close	599
newspaper.fill	newspaper		close	600
number.circle	hash	circle	composed	601
paintbrush.pointed	brush		close	603
pip	pip		exact	604
platter.filled.bottom.iphone	phone		close	605
printer	printer		exact	606
questionmark.app.dashed	question-square		close	607
questionmark.bubble	question-circle		close	608
questionmark.square	question-square		exact	609
quote.bubble.fill	chat-left-quote-fill		close	610
rectangle.grid.1x2.fill	grid-1x2-fill		variant	611
shield.lefthalf.filled	shield-shaded		close	612
sidebar.right	layout-sidebar-reverse		close	613
slider.vertical.3	sliders2-vertical		close	614
smallcircle.filled.circle	record-circle		close	615
square.grid.3x3	grid-3x3-gap		close	616
text.document	file-earmark-text		close	617
gamecontroller.fill	controller		close	618
plus.app	plus-square		close	619
play.rectangle	play-btn		close	622
plus.square.fill.on.square.fill	plus-square-fill		close	623
arrow.uturn.down	arrow-return-right		close	624
bus.fill	bus-front-fill		close	625
person.2.badge.gearshape	person-gear		close	626
xmark.app	x-square		close	627
applescript.fill	file-earmark-code-fill		variant	628
arrow.triangle.turn.up.right.diamond	sign-turn-right		close	630
bus	bus-front		close	631
chart.pie.fill	pie-chart-fill		close	632
dice	dice-5		close	633
globe.americas	globe-americas		exact	634
heart.text.square	clipboard-heart		close	635
opticaldisc	disc		close	636
star.circle.fill	star-fill	circle.fill	composed	637
textformat.size.smaller	type		close	638
arrow.clockwise.icloud	cloud-arrow-up		close	639
arrow.up.left.and.down.right.and.arrow.up.right.and.down.left	arrows-fullscreen		close	640
arrow.up.square	arrow-up-square		exact	641
checkmark.diamond	patch-check		close	642
command	command		exact	643
cup.and.saucer.fill	cup-hot-fill		close	644
dot.radiowaves.right	rss		close	645
goforward	arrow-clockwise		close	646
increase.indent	indent		close	647
lightbulb.fill	lightbulb-fill		exact	648
person.crop.rectangle	person-square		close	650
puzzlepiece.extension	puzzle		close	651
rectangle.and.paperclip	paperclip		close	652
airplane	airplane		exact	653
app.dashed	app		close	654
arrow.down.circle.dotted	arrow-down-circle		close	655
arrow.up.and.down.and.arrow.left.and.right	arrows-move		close	656
backward.end.fill	skip-start-fill		close	657
bicycle	bicycle		exact	658
bolt.circle	lightning	circle	composed	659
checkmark.message.fill	chat-left-fill		variant	660
chevron.up.square	chevron-up	square	composed	661
control	chevron-up		close	662
decrease.indent	unindent		close	664
dice.fill	dice-5-fill		close	665
dot.radiowaves.up.forward	rss		close	666
exclamationmark.icloud	cloud-slash		close	667
externaldrive.badge.minus	hdd		close	668
flowchart	diagram-2		close	669
folder.badge.person.crop	folder-symlink		close	670
gauge.with.dots.needle.67percent	speedometer		close	672
location.circle	cursor	circle	composed	676
magnifyingglass.circle.fill	search	circle.fill	composed	677
map.fill	map-fill		exact	678
mic.slash.fill	mic-mute-fill		close	679
network.badge.shield.half.filled	shield-lock		close	680
opticaldiscdrive	disc		close	681
phone.down.circle.fill	telephone-x	circle.fill	composed	682
questionmark.app.fill	question-square-fill		variant	683
rectangle.dashed	square		close	684
restart	bootstrap-reboot		close	685
rosette	award		close	686
speaker.wave.2.circle.fill	volume-down	circle.fill	composed	687
target	bullseye		close	689
tray.full	inbox		close	691
waveform.path.ecg.rectangle	clipboard-pulse		close	692
xmark.shield.fill	shield-fill-x		close	693
ant.fill	bug-fill		close	694
arrow.2.circlepath	arrow-repeat		close	695
arrow.counterclockwise.circle.fill	arrow-counterclockwise	circle.fill	composed	696
arrow.forward.to.line	arrow-bar-right		close	697
arrow.up.bin	trash3		close	698
arrowshape.left.fill	arrow-left		approx	699
arrowshape.right.fill	arrow-right		approx	700
arrowtriangle.down.circle	caret-down		close	701
arrowtriangle.up.circle	caret-up	circle	composed	703
at.circle.fill	at	circle.fill	composed	704
bandage	bandaid		close	705
battery.25percent	battery		close	706
battery.75	battery-half		close	707
bubble.left.and.exclamationmark.bubble.right	chat-left-dots		close	711
building.2.fill	buildings-fill		close	712
captions.bubble.fill	chat-square-text-fill		close	713
cart	cart		exact	714
checklist.checked	list-check		close	715
checkmark.bubble	chat-left		close	716
chevron.right.circle.fill	chevron-right	circle.fill	composed	717
chevron.up.square.fill	chevron-up	square.fill	composed	718
circle.lefthalf.filled	circle-half		close	720
cloud	cloud		exact	722
cube.box.fill	box-seam-fill		close	723
delete.forward	backspace-reverse		close	724
doc.plaintext.fill	file-earmark-text-fill		close	725
doc.viewfinder.fill	file-earmark-text-fill		variant	726
document.badge.plus	file-earmark-plus		close	727
dollarsign	currency-dollar		close	728
dollarsign.circle.fill	currency-dollar	circle.fill	composed	729
drop	droplet		close	730
externaldrive.badge.plus	hdd		close	731
folder.fill.badge.plus	folder-plus		close	732
globe.desk	globe		close	733
h.square.fill	h-square-fill		variant	736
hand.tap.fill	hand-index-thumb-fill		variant	738
hand.thumbsdown.fill	hand-thumbs-down-fill		variant	739
hourglass.bottomhalf.filled	hourglass-bottom		close	740
key.horizontal	key		close	741
lifepreserver	life-preserver		close	742
line.diagonal	slash-lg		close	743
list.star	list-stars		close	744
location.north.fill	cursor-fill	mirror	composed	745
lock.app.dashed	lock		close	746
moon.stars.fill	moon-stars-fill		exact	748
multiply.circle	x-lg	circle	composed	749
pencil.and.outline	pencil-square		close	750
person.crop.rectangle.stack	person-rolodex		close	751
person.fill.xmark	person-fill-x		close	752
phone.circle.fill	telephone	circle.fill	composed	753
point.3.filled.connected.trianglepath.dotted	bezier2		close	755
questionmark.folder	folder		close	756
questionmark.folder.fill	folder-fill		variant	757
radio	boombox		close	758
rectangle.and.text.magnifyingglass	search		close	759
speaker.wave.1	volume-off		close	763
square.split.2x1	layout-split		close	764
staroflife.fill	asterisk		approx	766
stopwatch	stopwatch		exact	767
triangle	triangle		exact	770
triangle.fill	triangle-fill		variant	771
wrench.and.screwdriver.fill	tools		close	772
2.circle.fill	2-circle-fill		variant	773
antenna.radiowaves.left.and.right.circle	broadcast		close	775
antenna.radiowaves.left.and.right.circle.fill	broadcast		close	776
app.gift	gift		close	778
applelogo	apple		close	779
arrow.3.trianglepath	recycle		close	780
arrow.down.square	arrow-down-square		exact	781
arrow.forward.circle	arrow-right-circle		close	782
arrow.right.to.line.alt	arrow-bar-right		close	783
arrow.trianglehead.counterclockwise	arrow-counterclockwise		close	784
arrow.turn.down.left	arrow-return-left		close	785
arrow.up.and.down.text.horizontal	sort-down		close	786
arrow.up.arrow.down.square	sort-down		close	787
arrow.up.to.line.compact	upload		close	788
at.circle	at	circle	composed	789
barcode	upc		close	790
battery.25	battery		close	791
bolt.trianglebadge.exclamationmark.fill	lightning-fill		variant	792
bookmark.circle.fill	bookmark	circle.fill	composed	793
building	building		exact	795
calendar.badge.plus	calendar-plus		close	796
camera.rotate.fill	camera-fill		variant	797
camera.viewfinder	camera		close	798
capsule.fill	capsule		approx	799
car	car-front		close	800
case	briefcase		close	801
cellularbars	reception-4		close	802
checklist.unchecked	list-task		close	803
checkmark.circle.trianglebadge.exclamationmark	check-circle		close	804
chevron.compact.down	chevron-compact-down		exact	805
chevron.compact.up	chevron-compact-up		exact	806
circle.slash	slash-circle		close	807
clipboard	clipboard		exact	808
clipboard.fill	clipboard-fill		exact	809
cloud.sun	cloud-sun		exact	810
contextualmenu.and.cursorarrow	menu-button		close	811
creditcard.fill	credit-card-fill		close	812
crop	crop		exact	813
cross.case	capsule		close	814
diamond	diamond		exact	816
doc.circle	file-earmark	circle	composed	817
doc.on.clipboard.fill	clipboard-fill		close	818
drop.circle	droplet		close	820
ear.badge.checkmark	ear		close	821
earbuds	earbuds		exact	822
eject.fill	eject-fill		variant	823
envelope.badge.fill	envelope-fill	badge	composed	824
escape	escape		exact	826
eyedropper	eyedropper		exact	827
film.stack	film		close	828
flag.checkered	flag		close	829
graduationcap.fill	mortarboard-fill		variant	833
hammer.circle	hammer		close	834
heart.text.square.fill	clipboard-heart		close	835
hexagon	hexagon		exact	836
house.circle.fill	house-fill	circle.fill	composed	837
ipad.landscape	tablet-landscape		close	838
iphone.gen3	phone		close	839
iphone.radiowaves.left.and.right	phone-vibrate		close	840
leaf.arrow.circlepath	recycle		close	842
leaf.fill	tree-fill		close	843
link.badge.plus	link		close	844
list.bullet.clipboard	clipboard-check		close	845
location.circle.fill	cursor-fill	circle.fill	composed	847
lock.circle.fill	lock-fill	circle.fill	composed	849
lock.shield.fill	shield-lock-fill		variant	850
macwindow	window		close	852
mail.stack.fill	envelope-paper-fill		variant	853
message.badge	chat-dots		close	855
mic.slash.circle.fill	mic-mute	circle.fill	composed	857
moon.zzz.fill	moon-fill		variant	858
music.note.house	music-note		close	859
newspaper.circle.fill	newspaper	circle.fill	composed	860
note.text.badge.plus	sticky		close	861
number.circle.fill	hash	circle.fill	composed	862
paintbrush.pointed.fill	brush-fill		variant	863
pause.rectangle	pause-btn		close	864
pc	pc		exact	865
pencil.and.scribble	pencil		close	866
percent	percent		exact	867
person.2.circle	people		close	868
person.crop.circle.badge.xmark.fill	person-x-fill		variant	869
person.crop.circle.fill.badge.plus	person-fill-add		close	870
person.crop.circle.fill.badge.xmark	person-fill-x		close	871
person.crop.rectangle.stack.fill	person-rolodex		approx	872
person.fill.badge.minus	person-fill-dash		close	873
person.icloud	cloud		close	874
person.slash	person-slash		variant	875
phone.arrow.down.left	telephone-inbound		close	876
phone.arrow.up.right	telephone-outbound		close	877
phone.fill.arrow.down.left	telephone-inbound-fill		close	878
phone.fill.arrow.up.right	telephone-outbound-fill		close	879
plus.square.fill	plus-square-fill		exact	881
rectangle.fill	app		approx	884
rectangle.grid.2x2.fill	grid-fill		close	885
rectangle.inset.filled.on.rectangle	window-stack		close	886
rectangle.portrait.on.rectangle.portrait	window-stack		close	888
rectangle.split.3x3	grid-3x3		close	889
scanner	printer		close	891
scooter	scooter		exact	892
seal	patch-check		close	894
shield.lefthalf.fill	shield-shaded		close	895
slash.circle	slash-circle		exact	896
snow	snow		exact	897
snowflake	snow		close	898
sparkle.magnifyingglass	search		close	899
speaker.fill	volume-off-fill		exact	900
speaker.wave.1.fill	volume-off-fill		exact	901
square.2.layers.3d	layers		close	902
square.and.arrow.down.on.square.fill	box-arrow-in-down		approx	903
strikethrough	type-strikethrough		close	904
sunglasses	sunglasses		exact	905
text.below.photo.fill	card-image		approx	908
text.bubble.fill	chat-left-text-fill		close	909
text.cursor	cursor-text		close	910
tram.fill	train-front-fill		close	912
tree	tree		exact	913
waveform.path	soundwave		close	914
wrench.adjustable	wrench-adjustable		exact	915
wrench.adjustable.fill	wrench-adjustable		approx	916
hand.draw.fill	vector-pen		approx	917
play.square.stack.fill	collection-play-fill		variant	918
arrow.up.arrow.down.circle.fill	arrow-down-up	circle.fill	composed	921
arrowshape.backward.fill	arrow-left		approx	922
box.truck	truck		close	923
textformat.size.larger	type		close	924
arrow.right.square	arrow-right-square		exact	925
circle.grid.3x3	grid-3x3-gap		close	927
die.face.5	dice-5		close	928
fan	fan		exact	929
minus.square.fill	dash-square-fill		exact	931
move.3d	arrows-move		close	932
paragraphsign	paragraph		close	933
rectangle.portrait.and.arrow.right.fill	box-arrow-right		close	935
viewfinder	upc-scan		close	937
viewfinder.circle.fill	upc-scan	circle.fill	composed	938
bag.fill	bag-fill		exact	941
battery.0percent	battery		close	942
bolt.circle.fill	lightning-fill	circle.fill	composed	943
building.2.crop.circle	buildings		close	945
case.fill	briefcase-fill		variant	946
chevron.down.square	chevron-down	square	composed	947
cube.fill	box-fill		close	948
dot.radiowaves.forward	rss		close	949
internaldrive.fill	device-hdd-fill		close	952
mic.slash	mic-mute		close	954
opticaldiscdrive.fill	disc-fill		close	956
pencil.tip.crop.circle	pen		close	957
person.fill.turn.down	person-down		close	958
powerplug.fill	plug-fill		close	959
questionmark.app	question-square		close	960
rectangle.portrait.and.arrow.forward.fill	box-arrow-right		approx	961
seal.fill	patch-check-fill		close	962
shift	shift		exact	963
sun.haze.fill	sun-fill		variant	964
tablecells.fill	table		approx	965
wind	wind		exact	966
ant.circle	bug	circle	composed	967
app.badge.checkmark	app-indicator		close	968
apple.logo	apple		close	969
arrow.down.and.line.horizontal.and.arrow.up	arrows-expand		close	970
arrow.left.and.right.square	arrow-left-right	square	composed	971
arrow.right.and.line.vertical.and.arrow.left	arrows-collapse		close	972
arrow.right.doc.on.clipboard	clipboard		close	973
arrow.triangle.pull	sign-merge-left		close	974
arrow.triangle.swap	arrow-left-right		close	975
arrow.up.and.line.horizontal.and.arrow.down	arrows-collapse		close	977
arrow.up.heart	heart-arrow		close	978
arrowshape.turn.up.backward	reply		close	979
arrowshape.turn.up.backward.circle.fill	reply	circle.fill	composed	980
arrowshape.turn.up.left.circle	reply	circle	composed	981
banknote.fill	cash		close	983
battery.100percent	battery-full		close	984
batteryblock.fill	battery-full		approx	985
bolt.horizontal.circle	lightning-charge		close	987
bolt.horizontal.icloud.fill	cloud-fill		variant	988
bubble.middle.bottom.fill	chat-fill		variant	990
c.square.fill	c-square-fill		variant	992
calendar.circle	calendar		close	993
calendar.day.timeline.leading	calendar-day		close	994
checkmark.message	chat-left		close	995
chevron.left.circle.fill	chevron-left	circle.fill	composed	996
chevron.left.square	chevron-left	square	composed	997
circle.grid.cross	dpad		close	998
circle.hexagongrid	hexagon		close	999
clock.badge	clock	badge	composed	1000
cloud.fog.fill	cloud-fog-fill		exact	1001
cloud.moon.fill	cloud-moon-fill		variant	1002
cloud.rain.fill	cloud-rain-fill		exact	1003
cloud.sleet.fill	cloud-sleet-fill		variant	1004
cloud.snow.fill	cloud-snow-fill		variant	1005
cloud.sun.fill	cloud-sun-fill		exact	1006
cross.case.fill	capsule		approx	1007
delete.forward.fill	backspace-reverse-fill		variant	1009
diamond.fill	diamond-fill		variant	1011
doc.text.image	file-earmark-richtext		close	1013
dot.square	dot	square	composed	1015
dpad	dpad		exact	1016
eject.circle.fill	eject	circle.fill	composed	1018
ellipsis.bubble.fill	chat-dots-fill		variant	1019
eye.trianglebadge.exclamationmark	eye		close	1022
fan.fill	fan		approx	1025
hammer.circle.fill	hammer	circle.fill	composed	1029
icloud.and.arrow.down.fill	cloud-arrow-down-fill		variant	1032
lightswitch.on.fill	toggle-on		approx	1037
location.north.line.fill	compass-fill		variant	1038
mail.stack	envelope-paper		close	1042
medal.fill	award-fill		variant	1043
megaphone	megaphone		exact	1044
message.badge.fill	chat-dots-fill		variant	1045
person.2.wave.2.fill	people-fill		variant	1049
phone.connection	telephone		close	1050
pin.circle.fill	pin	circle.fill	composed	1052
play.rectangle.fill	play-btn-fill		variant	1053
plus.message.fill	chat-left-fill		variant	1055
plus.rectangle	plus-square		close	1056
rectangle.on.rectangle.angled	window-stack		close	1061
rectangle.split.3x1	layout-three-columns		close	1064
shield.checkered	shield-shaded		close	1065
shield.slash	shield-slash		exact	1066
shuffle.circle	shuffle		close	1068
shuffle.circle.fill	shuffle	circle.fill	composed	1069
speaker.wave.2.circle	volume-down		close	1070
square.and.line.vertical.and.square.fill	symmetry-vertical		approx	1073
square.text.square	textarea-t		close	1076
staroflife	asterisk		close	1078
text.alignright	text-right		close	1079
text.book.closed	journal-text		close	1080
textformat.alt	fonts		close	1081
triangle.circle.fill	triangle	circle.fill	composed	1083
tv.fill	tv-fill		exact	1084
wave.3.right	rss		close	1086
xmark.rectangle	x-square		close	1087
xmark.shield	shield-x		close	1089
1.circle	1-circle		exact	1091
1.square.fill	1-square-fill		variant	1092
2.square.fill	2-square-fill		variant	1093
3.circle.fill	3-circle-fill		variant	1096
3.square.fill	3-square-fill		variant	1097
4.square.fill	4-square-fill		variant	1098
5.square.fill	5-square-fill		variant	1100
a.circle	type		close	1101
abc	fonts		close	1102
airplayaudio	cast		close	1103
alarm.fill	alarm-fill		exact	1104
app	app		exact	1106
app.badge.checkmark.fill	app-indicator		approx	1107
apple.terminal	terminal		close	1108
apple.terminal.fill	terminal-fill		variant	1109
appletv	tv		close	1110
arrow.backward.to.line	arrow-bar-left		close	1115
arrow.clockwise.square	arrow-clockwise	square	composed	1118
arrow.counterclockwise.square.fill	arrow-counterclockwise	square.fill	composed	1119
arrow.down.doc.fill	file-earmark-arrow-down-fill		variant	1120
arrow.down.left.and.arrow.up.right	arrows-angle-expand		close	1123
arrow.down.right.circle	arrow-down-right-circle		exact	1124
arrow.down.square.fill	arrow-down-square-fill		variant	1125
arrow.down.to.line.circle	download	circle	composed	1126
arrow.forward.square	arrow-right-square		variant	1127
arrow.left.and.line.vertical.and.arrow.right	arrow-left-right		close	1128
arrow.left.and.right.circle	arrow-left-right	circle	composed	1129
arrow.left.and.right.square.fill	arrow-left-right	square.fill	composed	1130
arrow.left.circle	arrow-left-circle		exact	1131
arrow.triangle.2.circlepath.circle.fill	arrow-repeat	circle.fill	composed	1137
arrow.triangle.merge	sign-merge-right		close	1139
arrow.turn.down.right	arrow-return-right		close	1142
arrow.turn.left.down	arrow-90deg-down		close	1143
arrow.turn.left.up	arrow-90deg-up		close	1144
arrow.turn.right.down	arrow-90deg-down		close	1145
arrow.turn.up.left	arrow-90deg-left		close	1146
arrow.turn.up.right	arrow-90deg-right		close	1147
arrow.up.bin.fill	trash3-fill		variant	1149
arrow.up.doc.fill	file-earmark-arrow-up-fill		variant	1151
arrow.up.left	arrow-up-left		exact	1153
arrow.up.right.circle	arrow-up-right-circle		exact	1154
arrow.up.square.fill	arrow-up-square-fill		variant	1155
arrow.up.to.line.square	upload	square	composed	1156
arrow.up.to.line.square.fill	upload	square.fill	composed	1157
arrow.uturn.backward.circle	arrow-counterclockwise	circle	composed	1159
arrow.uturn.down.circle	arrow-return-right	circle	composed	1160
arrow.uturn.forward.circle.fill	arrow-clockwise	circle.fill	composed	1161
arrow.uturn.left.circle.fill	arrow-counterclockwise	circle.fill	composed	1162
arrow.uturn.right.circle.fill	arrow-clockwise	circle.fill	composed	1163
arrowshape.down.fill	arrow-down		approx	1165
arrowshape.forward	arrow-right		close	1166
arrowshape.left	arrow-left		close	1167
arrowshape.right	arrow-right		close	1168
arrowshape.turn.up.backward.fill	reply-fill		variant	1169
arrowshape.turn.up.forward.circle	reply	circle	composed	1170
arrowshape.turn.up.forward.circle.fill	reply	circle.fill	composed	1171
arrowshape.turn.up.left.2	reply-all		close	1172
arrowshape.turn.up.right.circle.fill	reply	circle.fill	composed	1173
arrowshape.up	arrow-up		close	1174
arrowtriangle.left.circle	caret-left	circle	composed	1176
arrowtriangle.up	caret-up		close	1179
arrowtriangle.up.square	caret-up-square		variant	1180
asterisk	asterisk		exact	1181
backward	rewind		close	1182
backward.circle.fill	rewind-circle-fill		variant	1183
backward.end	skip-start		close	1184
backward.end.circle.fill	skip-start-circle-fill		variant	1186
bag.circle	bag		close	1187
balloon	balloon		exact	1188
balloon.fill	balloon-fill		variant	1190
bandage.fill	bandaid-fill		close	1191
banknote	cash		close	1192
barcode.viewfinder	upc-scan		close	1193
basket	basket		exact	1195
basket.fill	basket-fill		exact	1196
battery.0	battery		close	1199
battery.100.bolt	battery-charging		close	1200
battery.50	battery-half		close	1201
battery.50percent	battery-half		close	1202
battery.75percent	battery-half		close	1203
bell.slash.circle.fill	bell-slash	circle.fill	composed	1205
binoculars.fill	binoculars-fill		exact	1206
bolt.horizontal.circle.fill	lightning-charge	circle.fill	composed	1209
bolt.horizontal.fill	lightning-charge-fill		variant	1210
bolt.horizontal.icloud	cloud		close	1211
bolt.shield.fill	shield-fill		variant	1212
book.circle	book		close	1213
briefcase	briefcase		exact	1216
bubble.fill	chat-fill		variant	1217
bubble.middle.bottom	chat		close	1218
bubble.right.fill	chat-right-fill		close	1219
building.2.crop.circle.fill	buildings-fill		variant	1221
c.circle	c-circle		exact	1224
c.circle.fill	c-circle-fill		variant	1225
calendar.badge.checkmark	calendar-check		close	1226
calendar.badge.exclamationmark	calendar-x		close	1227
calendar.badge.minus	calendar-minus		close	1228
camera.circle	camera	circle	composed	1229
camera.circle.fill	camera	circle.fill	composed	1230
camera.macro	flower1		close	1231
camera.macro.circle	flower1	circle	composed	1232
camera.rotate	camera		close	1234
capsule	capsule		exact	1235
car.2.fill	car-front-fill		variant	1236
cart.circle	cart		close	1238
character	type		close	1242
character.book.closed.fill	journal		approx	1243
chart.bar.doc.horizontal	file-bar-graph		close	1245
chart.line.downtrend.xyaxis	graph-down-arrow		close	1246
chart.line.uptrend.xyaxis.circle.fill	graph-up-arrow	circle.fill	composed	1247
checkmark.rectangle	check-square		close	1251
checkmark.rectangle.fill	check-square-fill		variant	1252
chevron.backward.circle.fill	chevron-left	circle.fill	composed	1253
chevron.compact.left	chevron-compact-left		exact	1254
chevron.forward.circle.fill	chevron-right	circle.fill	composed	1255
circle.grid.3x3.fill	grid-3x3-gap-fill		variant	1260
circle.hexagongrid.circle.fill	hexagon	circle.fill	composed	1262
circle.hexagongrid.fill	hexagon-fill		variant	1263
circle.lefthalf.fill	circle-half		close	1264
circle.righthalf.filled	circle-half	mirror	close	1265
circle.square.fill	circle	square.fill	composed	1266
circlebadge	dot		close	1267
clock.badge.fill	clock-fill		variant	1269
cloud.bolt	cloud-lightning		close	1271
cloud.rain	cloud-rain		exact	1272
cloud.sun.rain.fill	cloud-sun-fill		variant	1273
command.square	command	square	composed	1275
cone	cone		exact	1278
creditcard	credit-card		close	1279
cross	plus-lg		close	1281
cross.circle	plus-lg	circle	composed	1282
cross.circle.fill	plus-lg	circle.fill	composed	1283
cup.and.saucer	cup-hot		close	1285
cursorarrow.rays	cursor		close	1286
delete.right	backspace-reverse		close	1291
desktopcomputer.and.arrow.down	pc-display		close	1292
die.face.5.fill	dice-5-fill		variant	1294
display.2	display		close	1298
doc.badge.ellipsis	file-earmark		close	1301
doc.badge.gearshape.fill	file-earmark-fill		variant	1302
doc.richtext.fill	file-earmark-richtext-fill		close	1303
doc.viewfinder	file-earmark-text		close	1305
door.left.hand.closed	door-closed		close	1306
door.left.hand.open	door-open		close	1307
dot.circle	dot	circle	composed	1308
dot.square.fill	dot	square.fill	composed	1309
drop.triangle.fill	droplet-fill		variant	1311
ellipsis.bubble	chat-dots		close	1314
ellipsis.rectangle	three-dots		close	1316
envelope.circle	envelope	circle	composed	1318
eraser.fill	eraser-fill		variant	1319
exclamationmark.2	exclamation-lg		close	1321
exclamationmark.3	exclamation-lg		close	1322
exclamationmark.lock.fill	lock-fill		variant	1323
externaldrive.fill.badge.plus	hdd-fill		close	1328
eyeglasses	eyeglasses		exact	1331
face.smiling.fill	emoji-smile-fill		variant	1333
figure.outdoor.cycle	bicycle		close	1337
figure.stand	person		close	1338
film.fill	film		close	1342
folder.circle	folder		close	1349
forward.end	skip-end		close	1351
forward.end.circle.fill	skip-end-circle-fill		variant	1352
fuelpump	fuel-pump		close	1354
fuelpump.fill	fuel-pump-fill		variant	1355
gauge	speedometer		close	1358
gauge.with.dots.needle.bottom.50percent	speedometer		close	1364
gear.circle.fill	gear	circle.fill	composed	1365
gearshape.circle	gear	circle	composed	1366
giftcard.fill	gift-fill		close	1367
globe.asia.australia.fill	globe-asia-australia		approx	1368
globe.badge.chevron.backward	globe		close	1369
globe.desk.fill	globe		approx	1370
graduationcap	mortarboard		close	1377
grid	grid		exact	1379
h.square	h-square		exact	1381
hand.point.up.left	hand-index		close	1383
hand.point.up.left.fill	hand-index-fill		variant	1385
headphones.circle.fill	headphones	circle.fill	composed	1390
hexagon.fill	hexagon-fill		exact	1392
hifispeaker	speaker		close	1393
hifispeaker.fill	speaker-fill		close	1394
hourglass.bottomhalf.fill	hourglass-bottom		close	1397
hourglass.circle	hourglass-split		close	1398
hourglass.tophalf.filled	hourglass-top		close	1399
house.circle	house	circle	composed	1400
hurricane	hurricane		exact	1401
infinity.circle.fill	infinity	circle.fill	composed	1402
info.bubble.fill	info-circle-fill		variant	1403
iphone.gen1	phone		close	1406
iphone.gen2	phone		close	1407
iphone.gen3.circle.fill	phone	circle.fill	composed	1408
iphone.homebutton.circle	phone	circle	composed	1409
iphone.landscape	phone-landscape		close	1410
laptopcomputer.and.iphone	laptop		close	1418
lifepreserver.fill	life-preserver		approx	1422
lightbulb.circle	lightbulb		close	1423
lightbulb.max	lightbulb		close	1424
lightbulb.max.fill	lightbulb-fill		variant	1425
lightswitch.on	toggle-on		close	1428
link.circle	link-45deg		close	1430
link.icloud	cloud		close	1431
list.bullet.clipboard.fill	clipboard-check-fill		variant	1432
list.clipboard.fill	clipboard-data-fill		close	1433
location.viewfinder	bullseye		close	1435
lock.icloud.fill	cloud-fill		variant	1437
lock.open.rotation	phone-flip		close	1439
logo.xbox	xbox		close	1443
lungs	lungs		exact	1445
macbook	laptop		close	1447
macwindow.on.rectangle	window-stack		close	1453
mail	envelope		close	1454
mappin.circle	geo-alt	circle	composed	1455
medal	award		close	1457
memorychip.fill	memory		close	1458
menubar.rectangle	menu-app		close	1460
message.circle.fill	chat	circle.fill	composed	1462
mic.circle	mic		close	1463
mic.circle.fill	mic	circle.fill	composed	1464
mic.slash.circle	mic-mute	circle	composed	1465
minus.rectangle	dash-square		close	1469
minus.rectangle.fill	dash-square-fill		variant	1470
moon.circle.fill	moon	circle.fill	composed	1471
moon.stars	moon-stars		exact	1472
moon.stars.circle.fill	moon-stars	circle.fill	composed	1473
music.note.tv.fill	tv-fill		variant	1482
music.quarternote.3	music-note-beamed		close	1483
note	sticky		close	1486
number.square	hash		close	1487
octagon	octagon		exact	1488
octagon.fill	octagon-fill		variant	1489
paintpalette.fill	palette-fill		close	1490
paperclip.circle.fill	paperclip	circle.fill	composed	1492
pencil.tip	pen		close	1496
pentagon	pentagon		exact	1497
person.2.wave.2	people		close	1498
person.3.sequence	people		close	1499
person.and.background.dotted	person-bounding-box		close	1500
person.crop.circle.badge.plus.fill	person-plus-fill		variant	1502
person.crop.rectangle.fill	person-vcard-fill		close	1504
person.fill.checkmark	person-fill-check		close	1506
person.line.dotted.person	people		close	1508
person.line.dotted.person.fill	people-fill		variant	1509
person.text.rectangle.fill	person-vcard-fill		close	1510
person.wave.2	person-video		close	1511
phone.arrow.down.left.fill	telephone-inbound-fill		variant	1512
phone.arrow.up.right.fill	telephone-outbound-fill		variant	1513
phone.connection.fill	telephone-fill		variant	1515
phone.down	telephone-x		close	1516
photo.circle.fill	image	circle.fill	composed	1517
photo.stack.fill	images		close	1518
pill	capsule-pill		close	1520
pills.fill	capsule		approx	1521
pin.circle	pin		close	1522
play.rectangle.on.rectangle.fill	collection-play-fill		variant	1524
play.square	play-btn		close	1527
play.tv	tv		close	1528
plus.bubble	chat-left		close	1530
plus.forwardslash.minus	plus-slash-minus		close	1532
plusminus.circle	plus-slash-minus	circle	composed	1533
point.3.connected.trianglepath.dotted	bezier2		close	1534
questionmark.bubble.fill	question-circle-fill		variant	1543
questionmark.diamond.fill	question-diamond-fill		variant	1544
questionmark.square.fill	question-square-fill		exact	1546
r.square	r-square		exact	1547
rectangle.grid.2x2	grid		close	1554
restart.circle	bootstrap-reboot	circle	composed	1563
rhombus	diamond		close	1564
rotate.right	arrow-clockwise		close	1565
rotate.right.fill	arrow-clockwise		approx	1566
ruler.fill	rulers		approx	1567
screwdriver	screwdriver		exact	1571
shield.slash.fill	shield-slash-fill		variant	1577
slash.circle.fill	slash-circle-fill		exact	1585
sleep	moon		close	1586
smoke	clouds		close	1589
sparkles.rectangle.stack	stars		close	1592
speaker.square	speaker	square	composed	1594
square.3.layers.3d	layers		close	1597
square.and.arrow.up.circle	box-arrow-up	circle	composed	1598
square.grid.3x3.fill	grid-3x3-gap-fill		close	1606
square.on.circle	circle-square		close	1611
square.on.square.dashed	files		close	1612
square.stack.fill	stack		close	1616
square.text.square.fill	textarea-t		approx	1617
star.leadinghalf.filled	star-half		close	1624
sun.haze	sun		close	1628
sun.max.circle.fill	sun	circle.fill	composed	1629
sunglasses.fill	sunglasses		approx	1630
sunrise	sunrise		exact	1631
sunrise.fill	sunrise-fill		variant	1632
sunset	sunset		exact	1633
sunset.fill	sunset-fill		variant	1634
table	table		exact	1637
tag.square.fill	tag	square.fill	composed	1638
takeoutbag.and.cup.and.straw.fill	cup-straw		approx	1639
text.justify	justify		close	1644
text.justify.left	justify-left		close	1645
text.quote	quote		close	1647
thermometer	thermometer		exact	1651
thermometer.medium	thermometer-half		close	1652
thermometer.snowflake	thermometer-snow		close	1653
thermometer.sun	thermometer-sun		exact	1654
ticket	ticket		exact	1655
ticket.fill	ticket-fill		exact	1656
tornado	tornado		exact	1659
tram	train-front		close	1660
trash.square	trash3	square	composed	1662
tray.2	inboxes		close	1663
tray.2.fill	inboxes-fill		variant	1664
tray.and.arrow.down.fill	inbox-fill		variant	1665
tray.and.arrow.up.fill	inbox-fill		variant	1666
tree.fill	tree-fill		exact	1667
tropicalstorm	tropical-storm		close	1668
tv.and.mediabox	tv		close	1672
tv.circle.fill	tv	circle.fill	composed	1673
umbrella	umbrella		exact	1675
waveform.circle	soundwave		close	1683
wifi.circle.fill	wifi	circle.fill	composed	1684
wrench.fill	wrench		close	1688
xmark.app.fill	x-square-fill		variant	1690
xmark.bin.fill	trash3-fill		variant	1691
xmark.diamond	x-diamond		close	1692
xmark.diamond.fill	x-diamond-fill		variant	1693
xmark.icloud.fill	cloud-slash-fill		variant	1694
1.square	1-square		exact	
2.circle	2-circle		exact	
2.square	2-square		exact	
3.circle	3-circle		exact	
3.square	3-square		exact	
4.circle	4-circle		exact	
4.circle.fill	4-circle-fill		variant	
4.square	4-square		exact	
5.circle	5-circle		exact	
5.circle.fill	5-circle-fill		variant	
5.square	5-square		exact	
a.circle.fill	type		approx	
airplane.circle	airplane		close	
airplane.circle.fill	airplane	circle.fill	composed	
airplayaudio.circle	cast	circle	composed	
airplayaudio.circle.fill	cast	circle.fill	composed	
ant.circle.fill	bug	circle.fill	composed	
app.gift.fill	gift-fill		variant	
applescript	file-earmark-code		close	
appletv.fill	tv-fill		variant	
archivebox.circle	archive		close	
archivebox.circle.fill	archive-fill		close	
arrow.2.circlepath.circle	arrow-repeat	circle	composed	
arrow.2.circlepath.circle.fill	arrow-repeat	circle.fill	composed	
arrow.backward.circle	arrow-left-circle		close	
arrow.backward.circle.fill	arrow-left-circle-fill		variant	
arrow.backward.square	arrow-left-square		variant	
arrow.backward.square.fill	arrow-left-square-fill		variant	
arrow.backward.to.line.circle	arrow-bar-left	circle	composed	
arrow.backward.to.line.circle.fill	arrow-bar-left	circle.fill	composed	
arrow.backward.to.line.square	arrow-bar-left	square	composed	
arrow.backward.to.line.square.fill	arrow-bar-left	square.fill	composed	
arrow.clockwise.icloud.fill	cloud-arrow-up-fill		variant	
arrow.clockwise.square.fill	arrow-clockwise	square.fill	composed	
arrow.counterclockwise.square	arrow-counterclockwise	square	composed	
arrow.down.app.fill	box-arrow-in-down		approx	
arrow.down.left.and.arrow.up.right.circle	arrows-angle-expand	circle	composed	
arrow.down.left.and.arrow.up.right.circle.fill	arrows-angle-expand	circle.fill	composed	
arrow.down.left.and.arrow.up.right.square	arrows-angle-expand	square	composed	
arrow.down.left.and.arrow.up.right.square.fill	arrows-angle-expand	square.fill	composed	
arrow.down.right	arrow-down-right		exact	
arrow.down.right.and.arrow.up.left.circle	arrows-angle-contract	circle	composed	
arrow.down.right.and.arrow.up.left.circle.fill	arrows-angle-contract	circle.fill	composed	
arrow.down.right.and.arrow.up.left.square	arrows-angle-contract	square	composed	
arrow.down.right.and.arrow.up.left.square.fill	arrows-angle-contract	square.fill	composed	
arrow.down.right.circle.fill	arrow-down-right-circle-fill		exact	
arrow.down.right.square	arrow-down-right-square		variant	
arrow.down.right.square.fill	arrow-down-right-square-fill		variant	
arrow.down.to.line.circle.fill	download	circle.fill	composed	
arrow.down.to.line.square	download	square	composed	
arrow.down.to.line.square.fill	download	square.fill	composed	
arrow.forward.circle.fill	arrow-right-circle-fill		variant	
arrow.forward.square.fill	arrow-right-square-fill		variant	
arrow.forward.to.line.circle	arrow-bar-right	circle	composed	
arrow.forward.to.line.circle.fill	arrow-bar-right	circle.fill	composed	
arrow.forward.to.line.square	arrow-bar-right	square	composed	
arrow.forward.to.line.square.fill	arrow-bar-right	square.fill	composed	
arrow.left.and.right.circle.fill	arrow-left-right	circle.fill	composed	
arrow.left.arrow.right.circle	arrow-left-right	circle	composed	
arrow.left.arrow.right.circle.fill	arrow-left-right	circle.fill	composed	
arrow.left.arrow.right.square	arrow-left-right	square	composed	
arrow.left.arrow.right.square.fill	arrow-left-right	square.fill	composed	
arrow.left.square	arrow-left-square		exact	
arrow.left.square.fill	arrow-left-square-fill		variant	
arrow.left.to.line.circle	arrow-bar-left	circle	composed	
arrow.left.to.line.circle.fill	arrow-bar-left	circle.fill	composed	
arrow.left.to.line.square	arrow-bar-left	square	composed	
arrow.left.to.line.square.fill	arrow-bar-left	square.fill	composed	
arrow.right.square.fill	arrow-right-square-fill		exact	
arrow.right.to.line.circle	arrow-bar-right	circle	composed	
arrow.right.to.line.circle.fill	arrow-bar-right	circle.fill	composed	
arrow.right.to.line.square	arrow-bar-right	square	composed	
arrow.right.to.line.square.fill	arrow-bar-right	square.fill	composed	
arrow.up.arrow.down.square.fill	arrow-down-up	square.fill	composed	
arrow.up.forward.app.fill	box-arrow-up-right		approx	
arrow.up.forward.circle	arrow-up-right-circle		variant	
arrow.up.forward.circle.fill	arrow-up-right-circle-fill		variant	
arrow.up.forward.square.fill	arrow-up-right-square-fill		variant	
arrow.up.heart.fill	heart-arrow		approx	
arrow.up.left.and.arrow.down.right.circle	arrows-angle-expand		close	
arrow.up.left.and.arrow.down.right.circle.fill	arrows-angle-expand	circle.fill	composed	
arrow.up.left.and.arrow.down.right.square	arrows-angle-expand	square	composed	
arrow.up.left.and.arrow.down.right.square.fill	arrows-angle-expand	square.fill	composed	
arrow.up.left.circle	arrow-up-left-circle		exact	
arrow.up.left.circle.fill	arrow-up-left-circle-fill		variant	
arrow.up.left.square	arrow-up-left-square		variant	
arrow.up.left.square.fill	arrow-up-left-square-fill		variant	
arrow.up.right.circle.fill	arrow-up-right-circle-fill		exact	
arrow.up.right.square.fill	arrow-up-right-square-fill		variant	
arrow.up.to.line.circle	upload	circle	composed	
arrow.up.to.line.circle.fill	upload	circle.fill	composed	
arrow.uturn.backward.square	arrow-counterclockwise	square	composed	
arrow.uturn.backward.square.fill	arrow-counterclockwise	square.fill	composed	
arrow.uturn.down.circle.fill	arrow-return-right	circle.fill	composed	
arrow.uturn.down.square	arrow-return-right	square	composed	
arrow.uturn.down.square.fill	arrow-return-right	square.fill	composed	
arrow.uturn.forward.circle	arrow-clockwise	circle	composed	
arrow.uturn.forward.square	arrow-clockwise	square	composed	
arrow.uturn.forward.square.fill	arrow-clockwise	square.fill	composed	
arrow.uturn.left.circle	arrow-counterclockwise	circle	composed	
arrow.uturn.left.square	arrow-counterclockwise	square	composed	
arrow.uturn.left.square.fill	arrow-counterclockwise	square.fill	composed	
arrow.uturn.right.circle	arrow-clockwise	circle	composed	
arrow.uturn.right.square	arrow-clockwise	square	composed	
arrow.uturn.right.square.fill	arrow-clockwise	square.fill	composed	
arrowshape.backward	arrow-left		close	
arrowshape.backward.circle	arrow-left-circle		variant	
arrowshape.backward.circle.fill	arrow-left-circle-fill		variant	
arrowshape.down.circle	arrow-down-circle		variant	
arrowshape.down.circle.fill	arrow-down-circle-fill		variant	
arrowshape.forward.circle	arrow-right-circle		variant	
arrowshape.forward.circle.fill	arrow-right-circle-fill		variant	
arrowshape.forward.fill	arrow-right		approx	
arrowshape.left.circle	arrow-left-circle		variant	
arrowshape.left.circle.fill	arrow-left-circle-fill		variant	
arrowshape.right.circle	arrow-right-circle		variant	
arrowshape.right.circle.fill	arrow-right-circle-fill		variant	
arrowshape.turn.up.backward.circle	reply	circle	composed	
arrowshape.turn.up.left.2.circle	reply-all	circle	composed	
arrowshape.turn.up.left.2.circle.fill	reply-all	circle.fill	composed	
arrowshape.turn.up.left.2.fill	reply-all-fill		variant	
arrowshape.turn.up.right.circle	reply	circle	composed	
arrowshape.up.circle	arrow-up-circle		variant	
arrowshape.up.circle.fill	arrow-up-circle-fill		variant	
arrowshape.up.fill	arrow-up		approx	
arrowtriangle.down.circle.fill	caret-down	circle.fill	composed	
arrowtriangle.down.square	caret-down-square		variant	
arrowtriangle.down.square.fill	caret-down-square-fill		variant	
arrowtriangle.left	caret-left		close	
arrowtriangle.left.circle.fill	caret-left	circle.fill	composed	
arrowtriangle.left.square	caret-left-square		variant	
arrowtriangle.left.square.fill	caret-left-square-fill		variant	
arrowtriangle.right	caret-right		close	
arrowtriangle.right.circle	caret-right	circle	composed	
arrowtriangle.right.circle.fill	caret-right	circle.fill	composed	
arrowtriangle.right.square	caret-right-square		variant	
arrowtriangle.right.square.fill	caret-right-square-fill		variant	
arrowtriangle.up.circle.fill	caret-up	circle.fill	composed	
arrowtriangle.up.square.fill	caret-up-square-fill		variant	
asterisk.circle	asterisk	circle	composed	
asterisk.circle.fill	asterisk	circle.fill	composed	
backward.circle	rewind-circle		variant	
backward.end.circle	skip-start-circle		variant	
bag.circle.fill	bag	circle.fill	composed	
battery.100.circle	battery-full		close	
battery.100.circle.fill	battery-full	circle.fill	composed	
battery.100percent.circle	battery-full	circle	composed	
battery.100percent.circle.fill	battery-full	circle.fill	composed	
batteryblock	battery-full		close	
bell.and.waves.left.and.right.fill	bell-fill		variant	
bell.badge.circle	bell		close	
bell.badge.circle.fill	bell	circle.fill	composed	
bell.circle	bell	circle	composed	
bell.circle.fill	bell-fill	circle.fill	composed	
bell.slash.circle	bell-slash	circle	composed	
bell.square	bell		close	
bell.square.fill	bell	square.fill	composed	
bicycle.circle	bicycle		close	
bicycle.circle.fill	bicycle	circle.fill	composed	
binoculars.circle	binoculars	circle	composed	
binoculars.circle.fill	binoculars	circle.fill	composed	
bitcoinsign	currency-bitcoin		close	
bitcoinsign.circle.fill	currency-bitcoin	circle.fill	composed	
bitcoinsign.square	currency-bitcoin	square	composed	
bitcoinsign.square.fill	currency-bitcoin	square.fill	composed	
bluetooth	bluetooth		exact	
bolt.square	lightning	square	composed	
bolt.square.fill	lightning	square.fill	composed	
bolt.trianglebadge.exclamationmark	lightning		close	
book.circle.fill	book	circle.fill	composed	
book.closed.circle	journal	circle	composed	
book.closed.circle.fill	journal	circle.fill	composed	
book.pages.fill	book-fill		variant	
bookmark.circle	bookmark		close	
bookmark.square	bookmark		close	
bookmark.square.fill	bookmark	square.fill	composed	
books.vertical.circle	book-half		close	
books.vertical.circle.fill	book-half	circle.fill	composed	
box.truck.fill	truck		approx	
bubble.circle	chat	circle	composed	
bubble.circle.fill	chat	circle.fill	composed	
bubble.left.and.exclamationmark.bubble.right.fill	chat-left-dots-fill		variant	
bubble.left.and.text.bubble.right.fill	chat-left-text-fill		variant	
bubble.left.circle	chat-left	circle	composed	
bubble.left.circle.fill	chat-left	circle.fill	composed	
bubble.right.circle	chat-right	circle	composed	
bubble.right.circle.fill	chat-right	circle.fill	composed	
building.fill	building-fill		exact	
c.square	c-square		exact	
calendar.circle.fill	calendar-fill		close	
car.circle	car-front		close	
car.circle.fill	car-front	circle.fill	composed	
cart.circle.fill	cart	circle.fill	composed	
character.bubble.fill	translate		approx	
chart.line.uptrend.xyaxis.circle	graph-up-arrow	circle	composed	
checkmark.bubble.fill	chat-left-fill		variant	
checkmark.diamond.fill	patch-check-fill		variant	
checkmark.icloud.fill	cloud-check-fill		variant	
chevron.backward.circle	chevron-left	circle	composed	
chevron.backward.square	chevron-left	square	composed	
chevron.backward.square.fill	chevron-left	square.fill	composed	
chevron.down.square.fill	chevron-down	square.fill	composed	
chevron.forward.circle	chevron-right	circle	composed	
chevron.forward.square	chevron-right	square	composed	
chevron.forward.square.fill	chevron-right	square.fill	composed	
chevron.left.circle	chevron-left	circle	composed	
chevron.left.square.fill	chevron-left	square.fill	composed	
chevron.right.square	chevron-right	square	composed	
chevron.right.square.fill	chevron-right	square.fill	composed	
circle.circle.fill	circle	circle.fill	composed	
circle.dotted.circle	circle	circle	composed	
circle.dotted.circle.fill	circle	circle.fill	composed	
circle.grid.3x3.circle	grid-3x3-gap	circle	composed	
circle.grid.3x3.circle.fill	grid-3x3-gap	circle.fill	composed	
circle.grid.cross.fill	dpad-fill		variant	
circle.hexagongrid.circle	hexagon	circle	composed	
circle.square	circle-square		variant	
clock.badge.checkmark.fill	clock-fill		variant	
clock.badge.xmark.fill	clock-fill		variant	
clock.circle	clock		exact	
clock.circle.fill	clock-fill		exact	
cloud.circle	cloud		close	
cloud.circle.fill	cloud	circle.fill	composed	
cloud.fog	cloud-fog		exact	
cloud.fog.circle	cloud-fog	circle	composed	
cloud.fog.circle.fill	cloud-fog	circle.fill	composed	
cloud.moon	cloud-moon		exact	
cloud.moon.circle	cloud-moon	circle	composed	
cloud.moon.circle.fill	cloud-moon	circle.fill	composed	
cloud.rain.circle	cloud-rain	circle	composed	
cloud.rain.circle.fill	cloud-rain	circle.fill	composed	
cloud.sleet	cloud-sleet		exact	
cloud.sleet.circle	cloud-sleet	circle	composed	
cloud.sleet.circle.fill	cloud-sleet	circle.fill	composed	
cloud.snow	cloud-snow		exact	
cloud.snow.circle	cloud-snow	circle	composed	
cloud.snow.circle.fill	cloud-snow	circle.fill	composed	
cloud.sun.circle	cloud-sun	circle	composed	
cloud.sun.circle.fill	cloud-sun	circle.fill	composed	
command.circle	command	circle	composed	
command.circle.fill	command	circle.fill	composed	
command.square.fill	command	square.fill	composed	
creditcard.circle	credit-card		close	
creditcard.circle.fill	credit-card	circle.fill	composed	
cross.case.circle	capsule	circle	composed	
cross.case.circle.fill	capsule	circle.fill	composed	
cube.box	box-seam		close	
curlybraces.square	braces		close	
curlybraces.square.fill	braces	square.fill	composed	
delete.backward.fill	backspace-fill		variant	
delete.left.fill	backspace-fill		close	
diamond.circle	diamond	circle	composed	
diamond.circle.fill	diamond	circle.fill	composed	
doc.circle.fill	file-earmark	circle.fill	composed	
doc.text.image.fill	file-earmark-richtext-fill		variant	
dollarsign.square	currency-dollar		close	
dollarsign.square.fill	currency-dollar	square.fill	composed	
dot.circle.fill	dot	circle.fill	composed	
dpad.fill	dpad-fill		variant	
drop.circle.fill	droplet	circle.fill	composed	
eject.circle	eject	circle	composed	
envelope.circle.fill	envelope	circle.fill	composed	
exclamationmark.bubble.circle	chat-left-dots	circle	composed	
exclamationmark.bubble.circle.fill	chat-left-dots	circle.fill	composed	
exclamationmark.square	exclamation-square		close	
exclamationmark.square.fill	exclamation-lg	square.fill	composed	
externaldrive.connected.to.line.below.fill	hdd-network-fill		variant	
eye.circle	eye		close	
eye.circle.fill	eye	circle.fill	composed	
eye.slash.circle	eye-slash	circle	composed	
eye.slash.circle.fill	eye-slash	circle.fill	composed	
eye.square	eye	square	composed	
eye.square.fill	eye	square.fill	composed	
eye.trianglebadge.exclamationmark.fill	eye-fill		variant	
film.circle	film	circle	composed	
film.circle.fill	film	circle.fill	composed	
film.stack.fill	film		approx	
flag.checkered.circle	flag	circle	composed	
flag.checkered.circle.fill	flag	circle.fill	composed	
flag.circle	flag		close	
flag.circle.fill	flag	circle.fill	composed	
flag.square	flag		close	
flag.square.fill	flag	square.fill	composed	
flame.circle	fire		close	
flame.circle.fill	fire	circle.fill	composed	
flowchart.fill	diagram-2-fill		variant	
folder.badge.minus.fill	folder-minus		approx	
folder.badge.person.crop.fill	folder-symlink-fill		variant	
folder.badge.plus.fill	folder-plus		approx	
folder.circle.fill	folder	circle.fill	composed	
forward.circle	fast-forward-circle		variant	
forward.circle.fill	fast-forward-circle-fill		variant	
forward.end.circle	skip-end-circle		variant	
gauge.with.needle.fill	speedometer2		approx	
gearshape.circle.fill	gear-fill	circle.fill	composed	
gift.circle	gift		close	
gift.circle.fill	gift	circle.fill	composed	
graduationcap.circle	mortarboard	circle	composed	
graduationcap.circle.fill	mortarboard	circle.fill	composed	
h.circle	h-circle		exact	
h.circle.fill	h-circle-fill		variant	
hand.thumbsdown.circle	hand-thumbs-down	circle	composed	
hand.thumbsdown.circle.fill	hand-thumbs-down	circle.fill	composed	
hand.thumbsup.circle	hand-thumbs-up	circle	composed	
hand.thumbsup.circle.fill	hand-thumbs-up	circle.fill	composed	
headphones.circle	headphones		close	
heart.slash.circle	heartbreak	circle	composed	
heart.slash.circle.fill	heartbreak	circle.fill	composed	
heart.square	heart	square	composed	
heart.square.fill	heart	square.fill	composed	
hourglass.circle.fill	hourglass-split		close	
icloud.and.arrow.up.fill	cloud-arrow-up-fill		variant	
icloud.circle	cloud		close	
icloud.circle.fill	cloud	circle.fill	composed	
icloud.slash.fill	cloud-slash-fill		close	
icloud.square	cloud	square	composed	
icloud.square.fill	cloud	square.fill	composed	
infinity.circle	infinity	circle	composed	
info.square	info-square		exact	
info.square.fill	info-square-fill		exact	
iphone.circle	phone	circle	composed	
iphone.circle.fill	phone	circle.fill	composed	
iphone.gen3.circle	phone	circle	composed	
iphone.homebutton.circle.fill	phone	circle.fill	composed	
iphone.radiowaves.left.and.right.circle	phone-vibrate	circle	composed	
iphone.radiowaves.left.and.right.circle.fill	phone-vibrate	circle.fill	composed	
keyboard.chevron.compact.down.fill	keyboard-fill		variant	
ladybug.circle	bug	circle	composed	
ladybug.circle.fill	bug	circle.fill	composed	
leaf.circle	tree	circle	composed	
leaf.circle.fill	tree	circle.fill	composed	
lightbulb.circle.fill	lightbulb	circle.fill	composed	
lightswitch.on.square	toggle-on	square	composed	
lightswitch.on.square.fill	toggle-on	square.fill	composed	
line.3.horizontal.circle	list		close	
line.3.horizontal.circle.fill	list	circle.fill	composed	
line.horizontal.3.circle	list	circle	composed	
line.horizontal.3.circle.fill	list	circle.fill	composed	
list.bullet.circle	list-ul	circle	composed	
list.bullet.circle.fill	list-ul	circle.fill	composed	
list.bullet.rectangle.portrait.fill	card-list		approx	
location.north	cursor	mirror	composed	
location.north.circle	cursor	circle	composed	
location.north.circle.fill	cursor	circle.fill	composed	
location.north.line	compass		close	
location.square	cursor	square	composed	
location.square.fill	cursor	square.fill	composed	
lock.circle	lock	circle	composed	
lock.doc.fill	file-earmark-lock-fill		variant	
lock.square.fill	lock	square.fill	composed	
map.circle	map		close	
map.circle.fill	map	circle.fill	composed	
mappin.and.ellipse.circle	geo-alt		close	
mappin.and.ellipse.circle.fill	geo-alt	circle.fill	composed	
mappin.square	geo-alt	square	composed	
mappin.square.fill	geo-alt	square.fill	composed	
message.badge.circle	chat-dots	circle	composed	
message.badge.circle.fill	chat-dots	circle.fill	composed	
message.circle	chat	circle	composed	
mic.square	mic	square	composed	
mic.square.fill	mic	square.fill	composed	
moon.circle	moon		close	
moon.stars.circle	moon-stars	circle	composed	
multiply.square	x-lg	square	composed	
multiply.square.fill	x-lg	square.fill	composed	
music.mic.circle	mic	circle	composed	
music.mic.circle.fill	mic	circle.fill	composed	
music.note.house.fill	music-note		approx	
newspaper.circle	newspaper		close	
number.square.fill	hash	square.fill	composed	
opticaldisc.fill	disc-fill		variant	
paperclip.circle	paperclip		close	
paperplane.circle	send		close	
paperplane.circle.fill	send	circle.fill	composed	
pause.rectangle.fill	pause-btn-fill		variant	
pencil.tip.crop.circle.fill	pen-fill		variant	
person.2.badge.gearshape.fill	person-gear		approx	
person.2.circle.fill	people	circle.fill	composed	
person.badge.minus.fill	person-dash-fill		variant	
person.badge.plus.fill	person-plus-fill		variant	
person.badge.shield.checkmark.fill	person-check-fill		variant	
person.crop.circle.badge.checkmark.fill	person-check-fill		variant	
person.crop.circle.badge.exclamationmark.fill	person-exclamation		approx	
person.crop.circle.badge.questionmark.fill	person-exclamation		approx	
person.crop.square.fill	person-square		exact	
person.icloud.fill	cloud-fill		variant	
person.slash.fill	person-slash		variant	
phone.arrow.up.right.circle	telephone-outbound	circle	composed	
phone.arrow.up.right.circle.fill	telephone-outbound	circle.fill	composed	
phone.circle	telephone	circle	composed	
phone.down.circle	telephone-x	circle	composed	
photo.artframe.circle	image	circle	composed	
photo.artframe.circle.fill	image	circle.fill	composed	
photo.badge.plus.fill	image-fill		variant	
photo.circle	image		close	
photo.on.rectangle.fill	images		close	
pin.square	pin		close	
pin.square.fill	pin	square.fill	composed	
pip.fill	pip-fill		variant	
play.rectangle.on.rectangle.circle	collection-play	circle	composed	
play.rectangle.on.rectangle.circle.fill	collection-play	circle.fill	composed	
play.square.fill	play	square.fill	composed	
plus.app.fill	plus-square-fill		variant	
plus.message	chat-left		close	
plus.rectangle.fill	plus-square-fill		variant	
plus.rectangle.on.rectangle.fill	window-plus		approx	
plus.square.on.square.fill	plus-square-fill		variant	
power.circle	power	circle	composed	
power.circle.fill	power	circle.fill	composed	
powerplug	plug		close	
printer.fill	printer-fill		exact	
puzzlepiece.extension.fill	puzzle-fill		variant	
radio.fill	boombox-fill		close	
rectangle.3.group.fill	columns-gap		approx	
rectangle.on.rectangle.angled.fill	window-stack		approx	
rectangle.on.rectangle.circle	window-stack		close	
rectangle.on.rectangle.circle.fill	window-stack	circle.fill	composed	
rectangle.on.rectangle.fill	window-stack		approx	
rectangle.on.rectangle.square	window-stack	square	composed	
rectangle.on.rectangle.square.fill	window-stack	square.fill	composed	
rectangle.portrait.on.rectangle.portrait.fill	window-stack		approx	
rectangle.split.2x1.fill	layout-split		approx	
rectangle.split.3x1.fill	layout-three-columns		approx	
rectangle.split.3x3.fill	grid-3x3		approx	
repeat.1.circle	repeat-1	circle	composed	
repeat.1.circle.fill	repeat-1	circle.fill	composed	
repeat.circle	repeat		close	
repeat.circle.fill	repeat	circle.fill	composed	
restart.circle.fill	bootstrap-reboot	circle.fill	composed	
scanner.fill	printer-fill		variant	
scissors.circle	scissors		close	
scissors.circle.fill	scissors	circle.fill	composed	
shift.fill	shift-fill		variant	
shippingbox.circle	box-seam		close	
shippingbox.circle.fill	box-seam	circle.fill	composed	
smallcircle.filled.circle.fill	record-circle-fill		variant	
snowflake.circle	snow		close	
snowflake.circle.fill	snow	circle.fill	composed	
speaker.circle	speaker		close	
speaker.circle.fill	speaker	circle.fill	composed	
speaker.slash.circle	volume-mute	circle	composed	
speaker.slash.circle.fill	volume-mute	circle.fill	composed	
speaker.square.fill	speaker	square.fill	composed	
square.2.layers.3d.fill	layers-fill		variant	
square.and.arrow.up.circle.fill	box-arrow-up	circle.fill	composed	
square.and.line.vertical.and.square	symmetry-vertical		close	
square.and.pencil.circle	pencil-square		close	
square.and.pencil.circle.fill	pencil-square	circle.fill	composed	
square.circle	square	circle	composed	
square.circle.fill	square	circle.fill	composed	
square.grid.3x3.square	grid-3x3-gap	square	composed	
square.on.circle.fill	circle-square		approx	
square.on.square.fill	files		approx	
square.split.2x1.fill	layout-split		approx	
star.square	star		close	
star.square.fill	star	square.fill	composed	
staroflife.circle	asterisk	circle	composed	
staroflife.circle.fill	asterisk	circle.fill	composed	
stopwatch.fill	stopwatch-fill		exact	
storefront.circle	shop	circle	composed	
storefront.circle.fill	shop	circle.fill	composed	
storefront.fill	shop		approx	
suit.heart	suit-heart		exact	
sun.haze.circle	sun	circle	composed	
sun.haze.circle.fill	sun	circle.fill	composed	
sun.max.circle	sun		close	
sun.min.fill	brightness-low-fill		close	
tag.circle	tag		close	
tag.circle.fill	tag	circle.fill	composed	
tag.square	tag		close	
text.book.closed.fill	journal-text		close	
timer.circle	stopwatch		close	
timer.circle.fill	stopwatch	circle.fill	composed	
timer.square	stopwatch	square	composed	
tram.circle	train-front	circle	composed	
tram.circle.fill	train-front	circle.fill	composed	
trash.square.fill	trash3	square.fill	composed	
tray.circle	inbox		close	
tray.circle.fill	inbox	circle.fill	composed	
tray.full.fill	inbox-fill		close	
tree.circle	tree	circle	composed	
tree.circle.fill	tree	circle.fill	composed	
triangle.circle	triangle	circle	composed	
trophy.circle	trophy		close	
trophy.circle.fill	trophy	circle.fill	composed	
tv.circle	tv		close	
video.circle	camera-video		close	
video.circle.fill	camera-video	circle.fill	composed	
video.slash.circle	camera-video-off	circle	composed	
video.slash.circle.fill	camera-video-off	circle.fill	composed	
video.square	camera-video	square	composed	
video.square.fill	camera-video	square.fill	composed	
wallet.pass.fill	wallet-fill		close	
wave.3.right.circle	rss	circle	composed	
wave.3.right.circle.fill	rss	circle.fill	composed	
waveform.path.ecg.rectangle.fill	clipboard-pulse		approx	
wifi.circle	wifi	circle	composed	
wifi.exclamationmark.circle	wifi-off	circle	composed	
wifi.exclamationmark.circle.fill	wifi-off	circle.fill	composed	
wifi.square	wifi	square	composed	
wifi.square.fill	wifi	square.fill	composed	
wind.circle	wind	circle	composed	
wind.circle.fill	wind	circle.fill	composed	
x.square	x-square		variant	
x.square.fill	x-square-fill		variant	
xmark.bin.circle	trash3		close	
xmark.bin.circle.fill	trash3	circle.fill	composed	
xmark.rectangle.fill	x-square-fill		variant	
"""
}
